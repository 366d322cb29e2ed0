import { type Address, formatUnits } from 'viem'
import { messages } from '../messages.js'
import type { TokenInfo } from './readTokenInfo.js'

/** `5 LDT`, or the raw number and the contract when the token says nothing. */
export function tokenAmount(
  amount: bigint,
  token: Address,
  tokens: Record<string, TokenInfo>,
): string {
  const info = tokens[token.toLowerCase()]
  const decimals = info?.decimals
  return messages.tokenAmount(
    decimals === undefined ? amount.toString() : formatUnits(amount, decimals),
    decimals === undefined ? undefined : info?.symbol,
    token,
  )
}
