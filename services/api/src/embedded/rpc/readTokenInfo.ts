import { revealInvisibleCharacters } from '@latch/common'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  http,
  isAddressEqual,
} from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { toViemChain } from './toViemChain.js'

/** What the review names a token by; both absent when unknown. */
export type TokenInfo = { symbol?: string; decimals?: number }

/**
 * Symbol and decimals of an ERC-20 contract: the chain's configured token
 * list first, else `symbol()`/`decimals()` read from the contract itself
 * (eth_call). The symbol is the contract's own claim, so invisible
 * characters are revealed and it is cut to 32 characters; decimals above
 * 36 are ignored. Unreadable → {} (the screen shows base units).
 */
export async function readTokenInfo(
  chain: ChainSettings,
  token: Address,
): Promise<TokenInfo> {
  const known = chain.tokens.find((t) => isAddressEqual(t.address, token))
  if (known) return { symbol: known.symbol, decimals: known.decimals }
  const client = createPublicClient({
    chain: toViemChain(chain),
    transport: http(chain.rpcUrls[0], { timeout: 5_000, retryCount: 0 }),
  })
  const read = <name extends 'symbol' | 'decimals'>(functionName: name) =>
    client
      .readContract({ address: token, abi: erc20Abi, functionName })
      .catch(() => undefined)
  const [symbol, decimals] = await Promise.all([
    read('symbol'),
    read('decimals'),
  ])
  const info: TokenInfo = {}
  if (typeof symbol === 'string' && symbol)
    info.symbol = revealInvisibleCharacters(symbol).text.slice(0, 32)
  if (typeof decimals === 'number' && decimals <= 36) info.decimals = decimals
  return info
}
