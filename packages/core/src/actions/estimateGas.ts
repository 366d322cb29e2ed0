import type { BaseError, Network } from '@latch/common'
import type { Address } from 'viem'
import { assertTransaction } from '../transactions/eip155/assertTransaction.js'
import {
  type TransactionRequest,
  toRpcTransaction,
} from '../transactions/eip155/toRpcTransaction.js'
import type { Config } from '../types/config.js'
import { getReadNetwork, readRpc } from './transactions/readRpc.js'

export type EstimateGasParameters = TransactionRequest & {
  /** The sender. @default the active account, when connected */
  account?: Address | undefined
  /** @default the wallet's network, else the selected one */
  network?: Network | undefined
}

export type EstimateGasReturnType = bigint

/** InsufficientFundsError, ExecutionRevertedError, RPC errors. */
export type EstimateGasErrorType = BaseError

/**
 * Estimates the gas a transaction needs (`eth_estimateGas` over the
 * network's RPC URL, so no wallet prompt).
 *
 * https://latch.dev/docs/core/actions/estimateGas
 *
 * @example
 * const gas = await estimateGas(config, { to, value: parseEther('1') })
 */
export async function estimateGas(
  config: Config,
  parameters: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  const { account, network, ...transaction } = parameters
  assertTransaction(transaction)
  const from = (account ?? config.state.namespaces.eip155?.accounts[0]) as
    | Address
    | undefined
  const target = getReadNetwork(config, network)
  const hex = await readRpc<string>(config, target, 'eth_estimateGas', [
    toRpcTransaction(from, transaction),
  ])
  return BigInt(hex)
}
