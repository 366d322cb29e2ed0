import { formatUnits } from 'viem'
import type { TokenBalance } from './getAccountBalances.js'

export type ToTokenBalanceParameters = {
  /** CAIP-2 network id. */
  chainId: string
  /** In the token's smallest unit. */
  amount: bigint
  token: { name: string; symbol: string; decimals: number }
  iconUrl: string
  /** The token's CAIP-10 id; none for the native currency. */
  address?: string | undefined
  /** USD per whole token (`priceTokens`). */
  price: number
}

/** One balance line: the amount in the token's units, priced in USD. */
export function toTokenBalance({
  chainId,
  amount,
  token,
  iconUrl,
  address,
  price,
}: ToTokenBalanceParameters): TokenBalance {
  const numeric = formatUnits(amount, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    ...(address === undefined ? {} : { address }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl,
  }
}
