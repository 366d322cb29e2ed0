import type { BaseError } from '@latch/common'
import { type Address, numberToHex } from 'viem'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import { InvalidWalletResponseError } from '../transactions/errors.js'
import { type Call, validateCalls } from '../transactions/validateCalls.js'
import type { Config } from '../types/config.js'
import { switchChainIfNeeded } from './transactions/switchChainIfNeeded.js'

export type SendCallsParameters = {
  /** The batch; SPEC §5: each `to` starts with 0x, `data` too when set. */
  calls: readonly Call[]
  /** Capabilities asked of the wallet, e.g. `{ paymasterService: {...} }`. */
  capabilities?: Record<string, unknown> | undefined
  /** Require atomic execution (else the wallet may send one by one). @default false */
  forceAtomic?: boolean | undefined
  /** Your own batch id; the wallet makes one when left out. */
  id?: string | undefined
  /** @default the active account */
  account?: Address | undefined
  /** @default the wallet's chain (switched to when another) */
  chainId?: number | undefined
  /** EIP-5792 request version. @default '2.0.0' */
  version?: string | undefined
}

export type SendCallsReturnType = {
  /** The batch id, for getCallsStatus / showCallsStatus. */
  id: string
  capabilities?: Record<string, unknown> | undefined
}

/**
 * InvalidCallError (SPEC §5), UserRejectedRequestError (4001),
 * UnsupportedProviderMethodError (4200), the EIP-5792 errors 5700–5760
 * (UnsupportedNonOptionalCapabilityError, UnsupportedChainIdError,
 * DuplicateIdError, AtomicityNotSupportedError…), chain errors.
 */
export type SendCallsErrorType = BaseError

/**
 * Asks the wallet to send a batch of calls (EIP-5792 `wallet_sendCalls`)
 * and resolves with the batch id.
 *
 * https://latch.dev/docs/core/actions/sendCalls
 *
 * @example
 * const { id } = await sendCalls(config, {
 *   calls: [
 *     { to: alice, value: parseEther('0.1') },
 *     { to: token, data: encodeFunctionData({ abi, functionName: 'transfer', args }) },
 *   ],
 * })
 */
export async function sendCalls(
  config: Config,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const { calls, account, chainId, capabilities, id } = parameters
  validateCalls(calls)
  await switchChainIfNeeded(config, chainId)
  const wallet = await getEip155Wallet(config, { account })
  const request = {
    version: parameters.version ?? '2.0.0',
    ...(id !== undefined ? { id } : {}),
    chainId: numberToHex(chainId ?? wallet.chainId),
    from: wallet.address,
    atomicRequired: parameters.forceAtomic ?? false,
    calls: calls.map((call) => ({
      to: call.to,
      ...(call.data !== undefined ? { data: call.data } : {}),
      ...(call.value !== undefined ? { value: numberToHex(call.value) } : {}),
    })),
    ...(capabilities ? { capabilities } : {}),
  }
  const result = await walletRequest<unknown>(
    wallet.provider,
    'wallet_sendCalls',
    [request],
  )
  // EIP-5792 v1 wallets answer with the id alone.
  if (typeof result === 'string' && result) return { id: result }
  const answer = result as SendCallsReturnType | null
  if (!answer || typeof answer.id !== 'string' || !answer.id)
    throw new InvalidWalletResponseError(
      'wallet_sendCalls',
      `expected { id }, got ${JSON.stringify(result)}`,
    )
  return answer.capabilities
    ? { id: answer.id, capabilities: answer.capabilities }
    : { id: answer.id }
}
