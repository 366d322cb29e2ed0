import type { BaseError, Network } from '@latch/common'
import type { Hash } from 'viem'
import {
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from '../transactions/errors.js'
import type { Config } from '../types/config.js'
import {
  type GetTransactionReceiptReturnType,
  getTransactionReceipt,
} from './getTransactionReceipt.js'
import { getReadNetwork, readRpc } from './transactions/readRpc.js'

export type WaitForTransactionReceiptParameters = {
  hash: Hash
  /** Blocks on top of the one with the transaction. @default 1 */
  confirmations?: number | undefined
  /** @default 1000 */
  pollingInterval?: number | undefined
  /** Gives up after this many ms. @default 180000 */
  timeout?: number | undefined
  /** @default the wallet's network, else the selected one */
  network?: Network | undefined
  /** Stops waiting (rejects with the signal's reason). */
  signal?: AbortSignal | undefined
}

export type WaitForTransactionReceiptReturnType =
  GetTransactionReceiptReturnType

/** WaitForTransactionReceiptTimeoutError, RPC errors. */
export type WaitForTransactionReceiptErrorType = BaseError

/**
 * Polls the network's RPC until the transaction is mined with
 * `confirmations` blocks, and resolves with its receipt. A reverted
 * transaction resolves too: check `receipt.status`.
 *
 * https://latch.dev/docs/core/actions/waitForTransactionReceipt
 *
 * @example
 * const receipt = await waitForTransactionReceipt(config, { hash })
 */
export async function waitForTransactionReceipt(
  config: Config,
  parameters: WaitForTransactionReceiptParameters,
): Promise<WaitForTransactionReceiptReturnType> {
  const {
    hash,
    confirmations = 1,
    pollingInterval = 1000,
    timeout = 180_000,
    signal,
  } = parameters
  const network = getReadNetwork(config, parameters.network)
  const deadline = Date.now() + timeout
  for (;;) {
    signal?.throwIfAborted()
    try {
      const receipt = await getTransactionReceipt(config, { hash, network })
      if (confirmations <= 1) return receipt
      const head = BigInt(
        await readRpc<string>(config, network, 'eth_blockNumber', []),
      )
      if (head - receipt.blockNumber + 1n >= BigInt(confirmations))
        return receipt
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    if (Date.now() + pollingInterval > deadline)
      throw new WaitForTransactionReceiptTimeoutError(hash, timeout)
    await sleep(pollingInterval, signal)
  }
}

function sleep(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
