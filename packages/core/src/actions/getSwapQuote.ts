import type { SwapToken } from '../api/convert.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import { parseSendAmount } from '../send/parseSendAmount.js'
import { NATIVE_SWAP_ADDRESS } from '../swap/constants.js'
import {
  minimumReceived,
  priceImpactBps,
  slippageBps,
} from '../swap/swapMath.js'
import type { SwapQuoteResult } from '../swap/types.js'
import type { Config } from '../types/config.js'
import { swapContext } from './swap/swapContext.js'

export type GetSwapQuoteParameters = {
  fromToken: SwapToken
  toToken: SwapToken
  /** In token units, e.g. '0.5' (at most the token's decimals). */
  amount: string
  /** Percent. @default '1' */
  slippage?: string | undefined
}

/** Whether a CAIP-10 token is the chain's native currency. */
export const isNativeSwapToken = (token: SwapToken) =>
  token.address.toLowerCase().endsWith(NATIVE_SWAP_ADDRESS)

/**
 * Prices `amount` of `fromToken` into `toToken` on the active network with
 * the API's best route (SPEC §7 quotes, gas-price, allowance and
 * build-transaction): the exact output, the minimum after slippage, the
 * price impact against a probe of 1/1000 of the amount, the network fee
 * (the swap's gas limit × the standard gas price) and whether an approve
 * must come first. Amounts are bigints of base units. Throws
 * InvalidSendAmountError for an amount that is not positive or has too
 * many decimals, SwapUnsupportedChainError off the API's swap chains,
 * ApiError (e.g. `NO_ROUTE`) otherwise.
 * https://latch.dev/docs/core/actions/swapTokens
 */
export async function getSwapQuote(
  config: Config,
  parameters: GetSwapQuoteParameters,
): Promise<SwapQuoteResult> {
  const { fromToken, toToken, amount, slippage = '1' } = parameters
  const { api, chainId, address } = swapContext(config)
  const fromAmount = parseSendAmount(amount, fromToken.decimals)
  slippageBps(slippage)
  const convert = await import('../api/convert.js')
  const userAddress = `${chainId}:${address}`
  const from = fromToken.address
  const to = toToken.address
  const probeAmount = fromAmount / 1000n || 1n
  const load = async (): Promise<SwapQuoteResult> => {
    const [quotes, probe, gasPrice, allowance, built] = await Promise.all([
      convert.getConvertQuotes(api, {
        amount: `${fromAmount}`,
        from,
        to,
        userAddress,
      }),
      convert.getConvertQuotes(api, {
        amount: `${probeAmount}`,
        from,
        to,
        userAddress,
      }),
      convert.getConvertGasPrice(api, { chainId }),
      isNativeSwapToken(fromToken)
        ? undefined
        : convert.getConvertAllowance(api, { tokenAddress: from, userAddress }),
      convert.buildConvertTransaction(api, {
        amount: `${fromAmount}`,
        from,
        to,
        userAddress,
        slippage,
        disableEstimate: true,
      }),
    ])
    const best = quotes.quotes[0]
    const toAmount = BigInt(best?.toAmount ?? '0')
    return {
      fromToken,
      toToken,
      fromAmount,
      toAmount,
      minimumReceived: minimumReceived(toAmount, slippage),
      priceImpactBps: priceImpactBps(
        { in: fromAmount, out: toAmount },
        { in: probeAmount, out: BigInt(probe.quotes[0]?.toAmount ?? '0') },
      ),
      networkFee: BigInt(built.tx.eip155.gas) * BigInt(gasPrice.standard),
      needsApproval:
        allowance !== undefined && BigInt(allowance.allowance) < fromAmount,
      ...(best?.route ? { route: best.route } : {}),
    }
  }
  return config._internal.data.fetch(
    dataKey('swapQuote', userAddress, [from, to, fromAmount, slippage]),
    load,
    { lifetime: dataLifetime.swapQuote },
  )
}
