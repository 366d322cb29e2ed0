import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import {
  listOnrampAssets,
  networkOf,
  type OnrampAsset,
} from './onrampAssets.js'

/**
 * The asset `symbol` on the chain `network` names: a CAIP-2 id, a decimal
 * chain id or an options network name. A network equal to the symbol (the
 * reference client sends the asset's symbol) or none picks the asset's
 * first chain. Unknown symbol → 400 `INVALID_PARAMETER`; a network the
 * asset is not on → 400 `UNSUPPORTED_CHAIN`.
 */
export function resolveOnrampAsset(
  settings: Pick<BlockchainSettings, 'chains' | 'solanaChains' | 'onramp'>,
  symbol: unknown,
  network: unknown,
): OnrampAsset {
  const wanted = typeof symbol === 'string' ? symbol.trim().toUpperCase() : ''
  const assets = listOnrampAssets(settings).filter(
    (asset) => asset.symbol.toUpperCase() === wanted,
  )
  if (!wanted || assets.length === 0)
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      `purchaseCurrency ${JSON.stringify(typeof symbol === 'string' ? symbol.slice(0, 32) : typeof symbol)} is not offered; see GET /v1/onramp/options.`,
    )
  const name = typeof network === 'string' ? network.trim() : ''
  if (!name || name.toUpperCase() === wanted) return assets[0] as OnrampAsset
  const found = assets.find((asset) => {
    const entry = networkOf(asset)
    return (
      name === entry.name ||
      name === entry.chain_id ||
      name.toLowerCase() === entry.display_name.toLowerCase()
    )
  })
  if (!found)
    throw new BlockchainApiError(
      400,
      'UNSUPPORTED_CHAIN',
      `${assets[0]?.symbol} is not offered on network ${JSON.stringify(name.slice(0, 64))}.`,
    )
  return found
}
