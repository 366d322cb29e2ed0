import { isAddress, isAddressEqual } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { priceTokens } from './priceTokens.js'

/** The native currency's pseudo-address in CAIP-10 price requests. */
const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** One entry of POST /v1/fungible/price. */
export type FungiblePrice = {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

const caip10 = /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/

/**
 * USD prices of CAIP-10 token addresses (`eip155:<chainId>:<address>`;
 * {@link NATIVE_TOKEN_ADDRESS} for the native currency) from `priceTokens`
 * (the pools where a listed token has a route, the static table
 * otherwise), the same prices balances and history values use. Tokens
 * this server does not list are left out; a malformed address is a 400
 * `INVALID_ADDRESS`.
 */
export async function getFungiblePrices(
  settings: Pick<BlockchainSettings, 'chains' | 'prices'>,
  addresses: readonly string[],
): Promise<FungiblePrice[]> {
  const prices: Promise<FungiblePrice>[] = []
  for (const value of addresses) {
    const match = caip10.exec(value)
    if (!match || !isAddress(match[2] ?? '', { strict: false }))
      throw new BlockchainApiError(
        400,
        'INVALID_ADDRESS',
        'Each address must be CAIP-10, e.g. eip155:1:0x….',
      )
    const chain = settings.chains.find((c) => c.chainId === Number(match[1]))
    const address = match[2] as `0x${string}`
    if (!chain) continue
    if (isAddressEqual(address, NATIVE_TOKEN_ADDRESS)) {
      const { name, symbol, decimals } = chain.nativeCurrency
      const iconUrl = chain.nativeIconUrl ?? ''
      prices.push(
        priceTokens(settings, chain, [{ symbol, decimals }]).then(
          ([price = 0]) => ({ name, symbol, iconUrl, price }),
        ),
      )
      continue
    }
    const token = [...chain.tokens, ...(chain.swap?.tokens ?? [])].find((t) =>
      isAddressEqual(t.address, address),
    )
    if (!token) continue
    prices.push(
      priceTokens(settings, chain, [token]).then(([price = 0]) => ({
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.iconUrl ?? '',
        price,
      })),
    )
  }
  return Promise.all(prices)
}
