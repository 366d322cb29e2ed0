import type { BlockchainSettings } from '../settings/BlockchainSettings.js'

/**
 * USD price of a token by symbol from the configured static price table;
 * 0 when the table does not list it.
 */
export function getTokenPrice(
  settings: Pick<BlockchainSettings, 'prices'>,
  symbol: string,
): number {
  const price = settings.prices[symbol.toUpperCase()]
  return typeof price === 'number' && Number.isFinite(price) ? price : 0
}
