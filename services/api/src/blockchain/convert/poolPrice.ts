import { type Address, formatUnits, isAddressEqual } from 'viem'
import type { SwapChain } from './parseConvertInput.js'
import { quoteSwap } from './swapActions.js'

/**
 * What one whole `token` sells for in the native currency on the chain's
 * pools (the best route to `wrappedNative`, as GET /v1/convert/quotes
 * would quote it at the latest block: pool fee and price impact of one
 * token included) times the native currency's USD price; `undefined` when
 * no route pays anything or the node fails (callers then use the table).
 */
export async function poolPriceUsd(
  chain: SwapChain,
  token: { address: Address; decimals: number },
  nativeUsd: number,
): Promise<number | undefined> {
  if (isAddressEqual(token.address, chain.swap.wrappedNative)) return nativeUsd
  try {
    const route = await quoteSwap(
      chain,
      token.address,
      chain.swap.wrappedNative,
      10n ** BigInt(token.decimals),
    )
    return (
      Number(formatUnits(route.amountOut, chain.nativeCurrency.decimals)) *
      nativeUsd
    )
  } catch {
    return undefined
  }
}
