import { formatNumber } from '@latch/common'
import { inject } from 'vitest'

/**
 * The USD price latch-api's POST /v1/fungible/price gives a CAIP-10 token
 * now: the one source balances and history values use too (pool prices on
 * the devnet DEX, which swap.e2e moves), so a test asserting a USD figure
 * computes it from here, never from a constant.
 */
async function apiPrice(token: string): Promise<number> {
  const response = await fetch(
    new URL('/v1/fungible/price?projectId=latch-demo', inject('apiUrl')),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [token] }),
    },
  )
  if (!response.ok)
    throw new Error(`/v1/fungible/price answered ${response.status}`)
  const { fungibles } = (await response.json()) as {
    fungibles: { price: number }[]
  }
  const price = fungibles[0]?.price
  if (typeof price !== 'number') throw new Error(`No price for ${token}`)
  return price
}

/** `amount` tokens at the API's current price, as the views show USD ('$1,234.56'). */
export async function apiUsd(token: string, amount: number): Promise<string> {
  return `$${formatNumber(amount * (await apiPrice(token)))}`
}
