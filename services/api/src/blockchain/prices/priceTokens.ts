import { type Address, isAddressEqual } from 'viem'
import { latestBlock } from '../convert/latestBlock.js'
import type { SwapChain } from '../convert/parseConvertInput.js'
import { poolPriceUsd } from '../convert/poolPrice.js'
import type {
  BlockchainSettings,
  ChainSettings,
} from '../settings/BlockchainSettings.js'
import { getTokenPrice } from './getTokenPrice.js'
import { poolPriceCacheAt } from './poolPriceCache.js'

/** A token to price: its symbol (the table's key) and, for an ERC-20, its address. */
export type PricedToken = {
  symbol: string
  decimals: number
  /** None for the native currency. */
  address?: Address | undefined
}

/**
 * USD prices of `tokens` on `chain`: the one source behind
 * POST /v1/fungible/price, balance lines and history values, so they
 * never contradict each other. On a chain with swaps, a token the server
 * lists (`tokens` or `swap.tokens`) is priced from the pools
 * (`poolPriceUsd`: what one token sells for in the native currency at the
 * latest block × the table's native price), computed once per block per
 * node (`poolPriceCacheAt`); the native currency, tokens not listed,
 * chains without swaps, a token without a paying route and a failing node
 * use the static table (0 when it does not list the symbol).
 */
export function priceTokens(
  settings: Pick<BlockchainSettings, 'prices'>,
  chain: ChainSettings | undefined,
  tokens: readonly PricedToken[],
): Promise<number[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const table = getTokenPrice(settings, token.symbol)
      const { address } = token
      if (!chain?.swap || address === undefined) return table
      const listed = [...chain.tokens, ...(chain.swap.tokens ?? [])].some((t) =>
        isAddressEqual(t.address, address),
      )
      if (!listed) return table
      const nativeUsd = getTokenPrice(settings, chain.nativeCurrency.symbol)
      const pooled = await poolPrice(
        chain as SwapChain,
        token,
        address,
        nativeUsd,
      )
      return pooled ?? table
    }),
  )
}

async function poolPrice(
  chain: SwapChain,
  token: PricedToken,
  address: Address,
  nativeUsd: number,
): Promise<number | undefined> {
  const rpcUrl = chain.rpcUrls[0] ?? ''
  let block: Awaited<ReturnType<typeof latestBlock>>
  try {
    block = await latestBlock(rpcUrl)
  } catch {
    return undefined
  }
  const cache = poolPriceCacheAt(rpcUrl, block)
  const key = `${address.toLowerCase()}|${token.decimals}|${nativeUsd}`
  let price = cache.get(key)
  if (!price) {
    price = poolPriceUsd(
      chain,
      { address, decimals: token.decimals },
      nativeUsd,
    )
    cache.set(key, price)
  }
  return price
}
