import { isCaipAddress, parseCaipAddress } from '@latch/common'
import {
  SwapInProgressError,
  SwapRevertedError,
  SwapTokensRequiredError,
} from '../swap/errors.js'
import type { SwapQuoteResult } from '../swap/types.js'
import type { Config } from '../types/config.js'
import { getSwapQuote } from './getSwapQuote.js'
import { refreshAfterSend } from './send/refreshAfterSend.js'
import { sendTransaction } from './sendTransaction.js'
import { changeSwap } from './swap/changeSwap.js'
import { swapContext } from './swap/swapContext.js'
import { getSwapState } from './swapState.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'

/** The API's transactions name the router as CAIP-10: the wallet takes 0x. */
const plainAddress = (address: string) =>
  (isCaipAddress(address)
    ? parseCaipAddress(address).address
    : address) as `0x${string}`

export type SwapTokensReturnType = {
  /** The swap transaction's hash (mined, successful). */
  hash: `0x${string}`
  /** The approve that came first, when the allowance was short. */
  approveHash: `0x${string}` | undefined
  /** The quote the swap was built on. */
  quote: SwapQuoteResult
}

/**
 * Swaps the Swap flow's amount of its from token into its to token through
 * the connected wallet: prices it again, approves exactly the amount first
 * when the allowance is short (GET build-approve, then the receipt), then
 * signs the API's swap (POST build-transaction with the slippage) and
 * waits for its receipt. The steps show in `state.swap.step`; on success
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
    let approveHash: `0x${string}` | undefined
    if (quote.needsApproval) {
      step('approve')
      const { tx } = await convert.buildConvertApprove(api, {
        userAddress,
        from: fromToken.address,
        // The pair: the approve goes to the router of its best route.
        to: toToken.address,
        amount: units,
      })
      approveHash = await sendTransaction(config, {
        to: plainAddress(tx.to),
        data: tx.data,
        chainId: chainNumber,
      })
      await mined(approveHash)
      step('swap')
    }
    const { tx } = await convert.buildConvertTransaction(api, {
      amount: units,
      from: fromToken.address,
      to: toToken.address,
      userAddress,
      slippage,
      disableEstimate: true,
    })
    const hash = await sendTransaction(config, {
      to: plainAddress(tx.to),
      data: tx.data,
      value: BigInt(tx.value),
      gas: BigInt(tx.eip155.gas),
      chainId: chainNumber,
    })
    await mined(hash)
    changeSwap(config, { type: 'swap/reset' })
    void refreshAfterSend(config, { hash })
    return { hash, approveHash, quote }
  } finally {
    if (config.state.swap) step(undefined)
  }
}
