import type { BaseError, Network } from '@latch/common'
import {
  formatTransactionReceipt,
  type Hash,
  type RpcTransactionReceipt,
  type TransactionReceipt,
} from 'viem'
import { TransactionReceiptNotFoundError } from '../transactions/errors.js'
import type { Config } from '../types/config.js'
import { getReadNetwork, readRpc } from './transactions/readRpc.js'

export type GetTransactionReceiptParameters = {
  hash: Hash
  /** @default the wallet's network, else the selected one */
  network?: Network | undefined
}

export type GetTransactionReceiptReturnType = TransactionReceipt

/** TransactionReceiptNotFoundError, RPC errors. */
export type GetTransactionReceiptErrorType = BaseError

/**
 * Reads a mined transaction's receipt from the network's RPC URL
 * (quantities as bigint, `status` 'success' | 'reverted').
 *
 * https://latch.dev/docs/core/actions/getTransactionReceipt
 *
 * @example
 * const { status, blockNumber } = await getTransactionReceipt(config, { hash })
 */
export async function getTransactionReceipt(
  config: Config,
  parameters: GetTransactionReceiptParameters,
): Promise<GetTransactionReceiptReturnType> {
  const network = getReadNetwork(config, parameters.network)
  const receipt = await readRpc<RpcTransactionReceipt | null>(
    config,
    network,
    'eth_getTransactionReceipt',
    [parameters.hash],
  )
  if (!receipt) throw new TransactionReceiptNotFoundError(parameters.hash)
  return formatTransactionReceipt(receipt)
}
