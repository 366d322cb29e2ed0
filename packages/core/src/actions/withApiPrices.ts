import type { ApiClient } from '../api/createApiClient.js'
import { getFungiblePrices } from '../api/getFungiblePrices.js'
import type { TokenBalance } from '../api/types.js'

/** The native currency's pseudo-address in CAIP-10 price requests. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The wallet's lines with a USD price (and value = price × amount) from
 * the Latch API's POST /v1/fungible/price for each line the wallet sent
 * none for; the API answers name, symbol and price but no address, so a
 * price goes to the one line of the same symbol (case-insensitive).
 * Lines the API does not price, or all of them when it fails, stay
 * without one.
 */
export async function withApiPrices(
  client: ApiClient,
  lines: readonly TokenBalance[],
): Promise<readonly TokenBalance[]> {
  const unpriced = lines.filter((l) => typeof l.price !== 'number')
  if (unpriced.length === 0) return lines
  const addresses = unpriced.map((l) => l.address ?? `${l.chainId}:${NATIVE}`)
  const answer = await getFungiblePrices(client, { addresses }).catch(
    () => undefined,
  )
  const prices = new Map<string, number>()
  for (const f of answer?.fungibles ?? [])
    if (
      typeof f?.symbol === 'string' &&
      typeof f.price === 'number' &&
      Number.isFinite(f.price) &&
      f.price >= 0
    )
      prices.set(f.symbol.toLowerCase(), f.price)
  if (prices.size === 0) return lines
  // A symbol two unpriced lines share (a token calling itself ETH beside
  // the native ETH) prices neither: the answer cannot tell them apart.
  const count = new Map<string, number>()
  for (const l of unpriced) {
    const key = l.symbol.toLowerCase()
    count.set(key, (count.get(key) ?? 0) + 1)
  }
  return lines.map((l) => {
    const key = l.symbol.toLowerCase()
    const price = count.get(key) === 1 ? prices.get(key) : undefined
    if (typeof l.price === 'number' || price === undefined) return l
    return { ...l, price, value: price * Number(l.quantity.numeric) }
  })
}
