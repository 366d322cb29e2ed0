import {
  SwapInProgressError,
  SwapRevertedError,
  SwapTokensRequiredError,
} from '../swap/errors.js'
import {
  canBatchAtomically,
  plainAddress,
  swapBatchCalls,
  swapPlan,
} from '../swap/swapPlan.js'
import type { SwapQuoteResult } from '../swap/types.js'
import type { Config } from '../types/config.js'
import { getCapabilities } from './getCapabilities.js'
import { getSwapQuote } from './getSwapQuote.js'
import { refreshAfterSend } from './send/refreshAfterSend.js'
import { sendTransaction } from './sendTransaction.js'
import { changeSwap } from './swap/changeSwap.js'
import { sendSwapBatch } from './swap/sendSwapBatch.js'
import { swapContext } from './swap/swapContext.js'
import { getSwapState } from './swapState.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'

export type SwapTokensReturnType = {
  /** The swap transaction's hash (mined, successful); for a batch, the transaction that carried it. */
  hash: `0x${string}`
  /** The approve that came first as its own transaction, when the allowance was short. */
  approveHash: `0x${string}` | undefined
  /** The EIP-5792 batch id when approve and swap went as one atomic batch. */
  batchId: string | undefined
  /** The quote the swap was built on. */
  quote: SwapQuoteResult
}

/**
 * Swaps the Swap flow's amount of its from token into its to token through
 * the connected wallet: prices it again, approves exactly the amount first
 * when the allowance is short (GET build-approve, then the receipt), then
 * signs the API's swap (POST build-transaction with the slippage) and
 * waits for its receipt. When an approve is needed and the wallet runs
 * batches atomically on the chain (EIP-5792 capabilities, e.g. the
 * embedded wallet's smart account), approve and swap go as one
 * `wallet_sendCalls` batch (one approval, one user operation) followed
 * with `wallet_getCallsStatus`. The steps show in `state.swap.step`; on success
 * the flow starts over and balances and Activity reload. A reverted
 * transaction (e.g. the price moved beyond the slippage) throws
 * SwapRevertedError; the wallet's refusals come as `sendTransaction`'s
 * errors; a second call while one runs throws SwapInProgressError.
 * https://latch.dev/docs/core/actions/swapTokens
 *
 * @example
 * setSwapState(config, { fromToken, toToken, amount: '0.5' })
 * const { hash } = await swapTokens(config)
 */
export async function swapTokens(
  config: Config,
): Promise<SwapTokensReturnType> {
  const swap = getSwapState(config)
  if (swap.step) throw new SwapInProgressError()
  const { api, chainId, chainNumber, address } = swapContext(config)
  const { fromToken, toToken, amount, slippage } = swap
  if (!fromToken || !toToken) throw new SwapTokensRequiredError()
  const step = (next: 'approve' | 'swap' | undefined) =>
    changeSwap(config, { type: 'swap/stepChanged', step: next })
  const mined = async (hash: `0x${string}`) => {
    const receipt = await waitForTransactionReceipt(config, {
      hash,
      pollingInterval: 250,
    })
    if (receipt.status !== 'success') throw new SwapRevertedError(hash)
  }
  const convert = await import('../api/convert.js')
  const userAddress = `${chainId}:${address}`
  step('swap')
  try {
    const quote = await getSwapQuote(config, {
      fromToken,
      toToken,
      amount,
      slippage,
    })
    const units = `${quote.fromAmount}`
    const approveTx = () =>
      convert.buildConvertApprove(api, {
        userAddress,
        from: fromToken.address,
        // The pair: the approve goes to the router of its best route.
        to: toToken.address,
        amount: units,
      })
    const swapTx = () =>
      convert.buildConvertTransaction(api, {
        amount: units,
        from: fromToken.address,
        to: toToken.address,
        userAddress,
        slippage,
        disableEstimate: true,
      })
    const atomic =
      quote.needsApproval &&
      canBatchAtomically(
        await getCapabilities(config, { chainIds: [chainNumber] }).catch(
          () => undefined,
        ),
        chainNumber,
      )
    let approveHash: `0x${string}` | undefined
    let batchId: string | undefined
    let hash: `0x${string}`
    if (swapPlan(quote.needsApproval, atomic) === 'batch') {
      const [approve, built] = await Promise.all([approveTx(), swapTx()])
      const sent = await sendSwapBatch(config, {
        calls: swapBatchCalls(approve.tx, built.tx),
        chainId: chainNumber,
      })
      batchId = sent.id
      hash = sent.hash
    } else {
      if (quote.needsApproval) {
        step('approve')
        const { tx } = await approveTx()
        approveHash = await sendTransaction(config, {
          to: plainAddress(tx.to),
          data: tx.data,
          chainId: chainNumber,
        })
        await mined(approveHash)
        step('swap')
      }
      const { tx } = await swapTx()
      hash = await sendTransaction(config, {
        to: plainAddress(tx.to),
        data: tx.data,
        value: BigInt(tx.value),
        gas: BigInt(tx.eip155.gas),
        chainId: chainNumber,
      })
      await mined(hash)
    }
    changeSwap(config, { type: 'swap/reset' })
    void refreshAfterSend(config, { hash })
    return { hash, approveHash, batchId, quote }
  } finally {
    if (config.state.swap) step(undefined)
  }
}
