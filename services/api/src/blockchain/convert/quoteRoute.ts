import { type Address, isAddressEqual } from 'viem'
import type { SwapRoute } from './findBestRoute.js'
import { NATIVE_TOKEN_ADDRESS, type SwapChain } from './parseConvertInput.js'
import { swapTokenList } from './swapTokenList.js'

/** A token along a quote's route: CAIP-10 and its symbol ('' when unlisted). */
type QuoteRouteToken = { address: string; symbol: string }

/** The route a quote takes, as GET /v1/convert/quotes answers it. */
export type QuoteRoute = {
  protocol: SwapRoute['protocol']
  /** The tokens in order; the native currency at an end when swapped from or into. */
  tokens: QuoteRouteToken[]
  /** V3 fee tier of each pool hop, in hundredths of a basis point (3000 = 0.3 %). */
  fees?: readonly number[] | undefined
}

/**
 * The route of `route` from `from` to `to` with symbols: the wrapped
 * native currency is W + the native symbol, and a native end (swapped from
 * or into through the wrapped one) is listed beside it.
 */
export function quoteRoute(
  chain: SwapChain,
  from: Address,
  to: Address,
  route: SwapRoute,
): QuoteRoute {
  const listed = swapTokenList(chain)
  const caip = (address: Address) =>
    `eip155:${chain.chainId}:${address.toLowerCase()}`
  const token = (address: Address): QuoteRouteToken => {
    const found = listed.find((t) => t.address.toLowerCase() === caip(address))
    const symbol = isAddressEqual(address, chain.swap.wrappedNative)
      ? `W${chain.nativeCurrency.symbol}`
      : (found?.symbol ?? '')
    return { address: caip(address), symbol }
  }
  const native = isAddressEqual(from, NATIVE_TOKEN_ADDRESS)
  const nativeOut = isAddressEqual(to, NATIVE_TOKEN_ADDRESS)
  const tokens = [
    ...(native ? [token(NATIVE_TOKEN_ADDRESS)] : []),
    ...route.path.map(token),
    ...(nativeOut ? [token(NATIVE_TOKEN_ADDRESS)] : []),
  ]
  if (native) tokens[0]!.symbol = chain.nativeCurrency.symbol
  if (nativeOut) tokens.at(-1)!.symbol = chain.nativeCurrency.symbol
  return {
    protocol: route.protocol,
    tokens,
    ...(route.protocol === 'uniswap-v3' ? { fees: route.fees } : {}),
  }
}

/**
 * 1inch v6 `protocols` (`includeProtocols=true`): one part of 100 % per
 * hop, named as 1inch names the pools.
 */
export function oneInchProtocols(route: SwapRoute) {
  const name = route.protocol === 'uniswap-v3' ? 'UNISWAP_V3' : 'UNISWAP_V2'
  return [
    route.path.slice(1).map((toTokenAddress, hop) => [
      {
        name,
        part: 100,
        fromTokenAddress: route.path[hop]!.toLowerCase(),
        toTokenAddress: toTokenAddress.toLowerCase(),
      },
    ]),
  ]
}
