import { randomUUID } from 'node:crypto'
import { BlockchainApiError } from '../../errors/BlockchainApiError.js'
import type { OnrampProvider } from '../OnrampProvider.js'
import type { OnrampSettings } from '../OnrampSettings.js'
import {
  buildMoonpayUrl,
  MOONPAY_BUY_URL,
  MOONPAY_SANDBOX_BUY_URL,
} from './moonpaySignedUrl.js'

/**
 * MoonPay: a signed buy-widget URL (`LATCH_API_ONRAMP_MOONPAY_KEY` and
 * `_SECRET`; a pk_test_ key uses the sandbox host). Options and quotes are
 * MoonPay's own widget's: not offered here (503).
 */
export function createMoonpayProvider(
  settings: OnrampSettings,
): OnrampProvider {
  const keys = () => {
    if (!settings.moonpay)
      throw new BlockchainApiError(
        503,
        'ONRAMP_NOT_CONFIGURED',
        'MoonPay needs LATCH_API_ONRAMP_MOONPAY_KEY and LATCH_API_ONRAMP_MOONPAY_SECRET.',
      )
    return settings.moonpay
  }
  const unavailable = () =>
    new BlockchainApiError(
      503,
      'ONRAMP_UNAVAILABLE',
      'MoonPay quotes and options are shown in its own widget.',
    )
  return {
    id: 'moonpay',
    options: async () => {
      throw unavailable()
    },
    quote: async () => {
      throw unavailable()
    },
    async createSession(s) {
      const { apiKey, secretKey, baseUrl } = keys()
      const sessionId = randomUUID()
      return {
        sessionId,
        url: buildMoonpayUrl(
          baseUrl ??
            (apiKey.startsWith('pk_test_')
              ? MOONPAY_SANDBOX_BUY_URL
              : MOONPAY_BUY_URL),
          secretKey,
          {
            apiKey,
            currencyCode: s.asset.toLowerCase(),
            walletAddress: s.destination.address,
            baseCurrencyCode: s.fiat.toLowerCase(),
            baseCurrencyAmount: s.amount,
            externalTransactionId: sessionId,
            externalCustomerId: s.partnerUserId,
          },
        ),
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }
    },
    verifyWebhook: () => null,
    getOrder: async () => {
      throw unavailable()
    },
  }
}
