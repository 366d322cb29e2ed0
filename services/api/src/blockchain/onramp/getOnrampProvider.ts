import type { Db } from '../../db/Db.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { createCoinbaseProvider } from './coinbase/createCoinbaseProvider.js'
import { createSandboxProvider } from './createSandboxProvider.js'
import { createMoonpayProvider } from './moonpay/createMoonpayProvider.js'
import type { OnrampProvider } from './OnrampProvider.js'

/**
 * The provider `settings.onramp.provider` names (`LATCH_API_ONRAMP_PROVIDER`).
 * Off → 503 `ONRAMP_NOT_CONFIGURED`.
 */
export function getOnrampProvider(
  settings: BlockchainSettings,
  db: Db,
): OnrampProvider {
  const { provider } = settings.onramp
  if (provider === 'sandbox') {
    if (!settings.onramp.treasuryKey)
      throw notConfigured('LATCH_API_ONRAMP_TREASURY_KEY')
    return createSandboxProvider(settings, db)
  }
  if (provider === 'coinbase') return createCoinbaseProvider(settings.onramp)
  if (provider === 'moonpay') return createMoonpayProvider(settings.onramp)
  throw notConfigured(
    'LATCH_API_ONRAMP_PROVIDER or LATCH_API_ONRAMP_TREASURY_KEY',
  )
}

function notConfigured(variable: string) {
  return new BlockchainApiError(
    503,
    'ONRAMP_NOT_CONFIGURED',
    `The card on-ramp is not configured on this server (${variable}).`,
  )
}
