import { describeEvmTransactions, findEvmTokens } from '@latch/common/describe'
import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import { type Address, hexToBigInt } from 'viem'
import { getTokenPrice } from '../../blockchain/prices/getTokenPrice.js'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { StoredTransaction } from './prepareEvmTransactions.js'
import { readTokenInfo, type TokenInfo } from './readTokenInfo.js'
import { simulateEvmCalls } from './simulateEvmCalls.js'

/**
 * The approval screen's review of stored transactions: what the node says
 * about them — the symbol and decimals of every token a call or the
 * simulation names (`readTokenInfo`), the simulation of the calls in order
 * (`simulateEvmCalls`), the currency's USD price from `prices` — handed
 * with the stored fields (gas and fees as they will be signed), the
 * signing account and the chain's wrapped native currency (swaps) to
 * `describeEvmTransactions` of `@latch/common/describe`.
 */
export async function reviewEvmTransactions(
  chain: ChainSettings,
  {
    from,
    transactions,
    prices = {},
  }: {
    from: Address
    transactions: StoredTransaction[]
    prices?: Readonly<Record<string, number>> | undefined
  },
): Promise<EvmTransactionReview> {
  const fields = transactions.map((tx) => ({
    to: tx.to,
    data: tx.data,
    value: hexToBigInt(tx.value),
    gas: hexToBigInt(tx.gas),
    maxFeePerGas: hexToBigInt(tx.maxFeePerGas),
    maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas),
  }))
  const simulation = await simulateEvmCalls(chain, { from, transactions })
  const tokens: Record<string, TokenInfo> = {}
  await Promise.all(
    findEvmTokens(transactions, simulation?.changes).map(async (address) => {
      tokens[address] = await readTokenInfo(chain, address)
    }),
  )
  const { symbol, decimals } = chain.nativeCurrency
  return describeEvmTransactions({
    chainId: chain.chainId,
    currency: { symbol, decimals },
    transactions: fields,
    tokens,
    simulation,
    // A swap paying anyone but the signer (the EOA, or the smart account
    // the calls run from) is warned about; the chain's WETH tells a V3
    // swap paid in ETH.
    account: from,
    wrappedNative: chain.swap?.wrappedNative,
    // Priced like balances: the API's static table, by symbol (0 = unlisted).
    price: getTokenPrice({ prices }, symbol),
  })
}
