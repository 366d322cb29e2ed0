import type { SwapChain } from './parseConvertInput.js'
import { NATIVE_TOKEN_ADDRESS } from './parseConvertInput.js'

/** An entry of GET /v1/convert/tokens, as the reference client reads it. */
export type SwapTokenEntry = {
  name: string
  symbol: string
  /** CAIP-10: `eip155:<chainId>:0x…` (`0xeeee…` for the native currency). */
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
}

/** The native currency, then the chain's swap tokens (default: its `tokens`). */
export function swapTokenList(chain: SwapChain): SwapTokenEntry[] {
  const prefix = `eip155:${chain.chainId}:`
  return [
    {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      address: `${prefix}${NATIVE_TOKEN_ADDRESS.toLowerCase()}`,
      decimals: chain.nativeCurrency.decimals,
      logoUri: chain.nativeIconUrl ?? '',
      eip2612: false,
    },
    ...(chain.swap.tokens ?? chain.tokens).map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: `${prefix}${token.address}`,
      decimals: token.decimals,
      logoUri: token.iconUrl ?? '',
      eip2612: false,
    })),
  ]
}
