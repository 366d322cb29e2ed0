import { SwapBatchPendingError, SwapRevertedError } from '../../swap/errors.js'
import type { Call } from '../../transactions/validateCalls.js'
import type { Config } from '../../types/config.js'
import { getCallsStatus } from '../getCallsStatus.js'
import { sendCalls } from '../sendCalls.js'

const POLL_MS = 250
/** Two minutes of polls. */
const POLLS = 480

/**
 * Sends `calls` as one atomic `wallet_sendCalls` batch (one approval in
 * the wallet; on a smart account, one user operation) and follows it with
 * `wallet_getCallsStatus` until it lands. Resolves with the batch id and
 * the hash of the transaction that carried it; a failed or reverted batch
 * throws SwapRevertedError, one still pending after two minutes
 * SwapBatchPendingError.
 */
export async function sendSwapBatch(
  config: Config,
  parameters: { calls: readonly Call[]; chainId: number },
): Promise<{ id: string; hash: `0x${string}` }> {
  const { id } = await sendCalls(config, {
    calls: parameters.calls,
    chainId: parameters.chainId,
    forceAtomic: true,
  })
  for (let poll = 0; poll < POLLS; poll++) {
    const status = await getCallsStatus(config, { id })
    if (status.status !== 'pending') {
      const hash = status.receipts.at(-1)?.transactionHash
      if (
        status.status !== 'success' ||
        !hash ||
        status.receipts.some((receipt) => receipt.status !== 'success')
      )
        throw new SwapRevertedError(hash ?? id)
      return { id, hash }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new SwapBatchPendingError(id)
}
