import type { Address, Hex } from 'viem'
import { decodeEvmCall } from '../../evm/decodeEvmCall.js'
import { decodeSwapCall } from '../../evm/decodeSwapCall.js'
import type { AssetDelta } from '../../evm/sumTransferLogs.js'

/**
 * The ERC-20 contracts an approval screen names, lowercase, once each: the
 * token of each call `decodeEvmCall` reads as ERC-20, the tokens in and
 * out of each swap `decodeSwapCall` reads, and each token a simulation's
 * `changes` move. A wallet reads their symbol and decimals
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
    const swap = decoded
      ? undefined
      : decodeSwapCall({ to: call.to, data: call.data })
    // The first of the path is the token in, or WETH for the native currency.
    for (const token of swap ? [swap.path[0]!, swap.tokenOut] : [])
      if (token !== 'native') found.add(token.toLowerCase() as Address)
  }
  for (const { token } of changes)
    if (token !== 'native') found.add(token.toLowerCase() as Address)
  return [...found]
}
