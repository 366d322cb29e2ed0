import { revealInvisibleCharacters } from '@latch/common'
import { type Address, erc20Abi, type PublicClient } from 'viem'

/** What the token contract says about itself (absent when it says nothing). */
export type TokenInfo = {
  symbol?: string | undefined
  decimals?: number | undefined
}

/**
 * Reads `symbol()` and `decimals()` of a token contract; a call that fails
 * leaves its field out. The symbol is the contract's own claim: shown with
 * its invisible characters made visible and at most 24 characters, always
 * beside the contract address.
 */
export async function readTokenInfo(
  client: PublicClient,
  token: Address,
): Promise<TokenInfo> {
  const [symbol, decimals] = await Promise.all([
    client
      .readContract({ address: token, abi: erc20Abi, functionName: 'symbol' })
      .catch(() => undefined),
    client
      .readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
      .catch(() => undefined),
  ])
  return {
    ...(typeof symbol === 'string' &&
      symbol && {
        symbol: revealInvisibleCharacters(symbol).text.slice(0, 24),
      }),
    ...(typeof decimals === 'number' && decimals <= 36 && { decimals }),
  }
}
