import { decodeEvmCall, formatUnits } from '@latch/common'
import type {
  EvmCallReview,
  EvmTransactionReview,
  ReviewDecodedCall,
  ReviewWarning,
} from '@latch/common/embedded-protocol'
import { type Address, hexToBigInt, size } from 'viem'
import { getTokenPrice } from '../../blockchain/prices/getTokenPrice.js'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { StoredTransaction } from './prepareEvmTransactions.js'
import { readTokenInfo, type TokenInfo } from './readTokenInfo.js'
import { simulateEvmCalls } from './simulateEvmCalls.js'

/** bigint fields of a decoded call as decimal strings (JSON). */
function toReview(decoded: NonNullable<ReturnType<typeof decodeEvmCall>>) {
  return Object.fromEntries(
    Object.entries(decoded).map(([key, value]) => [
      key,
      typeof value === 'bigint'
        ? value.toString()
        : Array.isArray(value)
          ? value.map(String)
          : value,
    ]),
  ) as ReviewDecodedCall
}

/**
 * The approval screen's view of stored transactions, from the stored
 * bytes only: per call the receiver, value, data size, the decoded token
 * call (symbol/decimals read from the token), gas, max fee per gas and max
 * network fee (gas × maxFeePerGas); the total max fee in the chain's
 * currency and in USD when `prices` lists it; the simulation's asset
 * changes of the user; warnings for unlimited approvals and reverts.
 */
export async function describeEvmTransactions(
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
  const tokens = new Map<string, Promise<TokenInfo>>()
  const info = (token: Address) => {
    const key = token.toLowerCase()
    let found = tokens.get(key)
    if (!found) {
      found = readTokenInfo(chain, token)
      tokens.set(key, found)
    }
    return found
  }
  const warnings: ReviewWarning[] = []
  let total = 0n
  const calls: EvmCallReview[] = []
  for (const [index, tx] of transactions.entries()) {
    const gas = hexToBigInt(tx.gas)
    const maxFeePerGas = hexToBigInt(tx.maxFeePerGas)
    const maxFee = gas * maxFeePerGas
    total += maxFee
    const decoded = decodeEvmCall({ to: tx.to, data: tx.data })
    let review: ReviewDecodedCall | undefined
    if (decoded) {
      review = toReview(decoded)
      if (decoded.standard === 'erc20') {
        const { symbol, decimals } = await info(decoded.token)
        if (symbol !== undefined) review.symbol = symbol
        if (decimals !== undefined) review.decimals = decimals
      }
      if ('unlimited' in decoded && decoded.unlimited)
        warnings.push({
          kind: 'unlimitedApproval',
          token: decoded.token,
          spender: 'spender' in decoded ? decoded.spender : decoded.operator,
          call: index + 1,
        })
    }
    calls.push({
      to: tx.to ?? null,
      value: hexToBigInt(tx.value).toString(),
      dataBytes: tx.data ? size(tx.data) : 0,
      ...(review ? { decoded: review } : {}),
      gas: gas.toString(),
      maxFeePerGas: maxFeePerGas.toString(),
      maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas).toString(),
      maxFee: maxFee.toString(),
    })
  }
  const simulation = await simulateEvmCalls(chain, { from, transactions })
  for (const { call, reason } of simulation?.reverted ?? [])
    warnings.push({ kind: 'simulationReverted', call, reason })
  const changes = simulation
    ? await Promise.all(
        simulation.changes.map(async ({ token, delta }) => ({
          token,
          delta: delta.toString(),
          ...(token === 'native' ? chain.nativeCurrency : await info(token)),
        })),
      )
    : undefined
  const { symbol, decimals } = chain.nativeCurrency
  // Priced like balances: the API's static table, by symbol (0 = unlisted).
  const price = getTokenPrice({ prices }, symbol)
  return {
    namespace: 'eip155',
    kind: 'transaction',
    chainId: chain.chainId,
    currency: { symbol, decimals },
    calls,
    maxFee: total.toString(),
    ...(price > 0
      ? { maxFeeUsd: Number(formatUnits(total, decimals)) * price }
      : {}),
    simulation: changes
      ? {
          status: 'ok',
          changes: changes.map(({ token, delta, symbol, decimals }) => ({
            token,
            delta,
            ...(symbol !== undefined ? { symbol } : {}),
            ...(decimals !== undefined ? { decimals } : {}),
          })),
        }
      : { status: 'unavailable' },
    warnings,
  }
}
