import { type BaseError, MissingCapabilitiesAddressError } from '@latch/common'
import { type Address, hexToNumber, isHex, numberToHex } from 'viem'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import { InvalidWalletResponseError } from '../transactions/errors.js'
import type { Config } from '../types/config.js'

export type GetCapabilitiesParameters = {
  /** @default the active account */
  account?: Address | undefined
  /** Only these chains. @default every chain the wallet reports */
  chainIds?: readonly number[] | undefined
}

/**
 * Capabilities by chain id (0 = every chain), e.g.
 * `{ 31337: { atomic: { status: 'unsupported' } } }`.
 */
export type GetCapabilitiesReturnType = Record<number, Record<string, unknown>>

/**
 * MissingCapabilitiesAddressError ('Missing address parameter in
 * wallet_getCapabilities request'), provider errors.
 */
export type GetCapabilitiesErrorType = BaseError

/**
 * Asks the wallet what it can do per chain (EIP-5792
 * `wallet_getCapabilities`): atomic batches, paymasters, and so on.
 *
 * https://latch.dev/docs/core/actions/getCapabilities
 *
 * @example
 * const capabilities = await getCapabilities(config)
 * capabilities[31337]?.atomic // { status: 'unsupported' }
 */
export async function getCapabilities(
  config: Config,
  parameters: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  const wallet = await getEip155Wallet(config, { account: parameters.account })
  if (!wallet.address) throw new MissingCapabilitiesAddressError()
  const params: unknown[] = [wallet.address]
  if (parameters.chainIds)
    params.push(parameters.chainIds.map((id) => numberToHex(id)))
  const raw = await walletRequest<unknown>(
    wallet.provider,
    'wallet_getCapabilities',
    params,
  ).catch((error: BaseError) => {
    if (/Missing address parameter/i.test(error.details))
      throw new MissingCapabilitiesAddressError({ cause: error })
    throw error
  })
  if (!raw || typeof raw !== 'object')
    throw new InvalidWalletResponseError(
      'wallet_getCapabilities',
      `expected an object, got ${JSON.stringify(raw)}`,
    )
  const result: GetCapabilitiesReturnType = {}
  for (const [key, value] of Object.entries(raw))
    if (isHex(key) && value && typeof value === 'object')
      result[hexToNumber(key)] = value as Record<string, unknown>
  return result
}
