import type { BaseError } from '@latch/common'
import type { Address, Hex } from 'viem'
import { assertTransaction } from '../transactions/eip155/assertTransaction.js'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import {
  type TransactionRequest,
  toRpcTransaction,
} from '../transactions/eip155/toRpcTransaction.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import { InvalidWalletResponseError } from '../transactions/errors.js'
import type { Config } from '../types/config.js'
import { switchChainIfNeeded } from './transactions/switchChainIfNeeded.js'

export type SendTransactionParameters = TransactionRequest & {
  /** @default the active account */
  account?: Address | undefined
  /**
   * Chain to send on; the wallet is switched to it first when it is on
   * another configured network. @default the wallet's chain
   */
  chainId?: number | undefined
}

export type SendTransactionReturnType = Hex

/**
 * InvalidAddressError, InvalidChainIdError and FeeCapTooHighError (checked
 * before the wallet is asked), UserRejectedRequestError (4001), UnauthorizedProviderError (4100),
 * UnsupportedProviderMethodError (4200), ProviderDisconnectedError (4900),
 * ChainDisconnectedError (4901), the JSON-RPC -32000…-32006 classes, and the
 * chain errors (NonceTooLowError, InsufficientFundsError, FeeCapTooLowError,
 * IntrinsicGasTooLowError, ExecutionRevertedError…).
 */
export type SendTransactionErrorType = BaseError

/**
 * Asks the connected wallet to sign and send a transaction
 * (`eth_sendTransaction`) and resolves with its hash.
 *
 * https://latch.dev/docs/core/actions/sendTransaction
 *
 * @example
 * const hash = await sendTransaction(config, {
 *   to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   value: parseEther('0.01'),
 * })
 */
export async function sendTransaction(
  config: Config,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const { account, chainId, ...transaction } = parameters
  assertTransaction(transaction, chainId)
  await switchChainIfNeeded(config, chainId)
  const wallet = await getEip155Wallet(config, { account })
  const hash = await walletRequest<unknown>(
    wallet.provider,
    'eth_sendTransaction',
    [toRpcTransaction(wallet.address, transaction)],
  )
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new InvalidWalletResponseError(
      'eth_sendTransaction',
      `expected a transaction hash, got ${JSON.stringify(hash)}`,
    )
  return hash as Hex
}
