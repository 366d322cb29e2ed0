import type { Address, Hex } from 'viem'
import { decodeEvmCall } from '../../evm/decodeEvmCall.js'
import type { AssetDelta } from '../../evm/sumTransferLogs.js'

/**
 * The ERC-20 contracts an approval screen names, lowercase, once each: the
 * token of each call `decodeEvmCall` reads as ERC-20 and each token a
 * simulation's `changes` move. A wallet reads their symbol and decimals
 * for `describeEvmTransactions`.
 *
 * @example
 * findEvmTokens([{ to: token, data: transferData }]) // ['0x5fbd…0aa3']
 */
export function findEvmTokens(
  calls: readonly {
    to?: Address | null | undefined
    data?: Hex | undefined
  }[],
  changes: readonly AssetDelta[] = [],
): Address[] {
  const found = new Set<Address>()
  for (const call of calls) {
    const decoded = decodeEvmCall(call)
    if (decoded?.standard === 'erc20')
      found.add(decoded.token.toLowerCase() as Address)
  }
  for (const { token } of changes)
    if (token !== 'native') found.add(token.toLowerCase() as Address)
  return [...found]
}
