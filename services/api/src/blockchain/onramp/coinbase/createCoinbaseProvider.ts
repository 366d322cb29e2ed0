import { BlockchainApiError } from '../../errors/BlockchainApiError.js'
import type { OnrampProvider } from '../OnrampProvider.js'
import type { OnrampSettings } from '../OnrampSettings.js'
import {
  buildBuyOptionsRequest,
  buildBuyQuoteRequest,
  buildOnrampUrl,
  buildSessionTokenRequest,
  type CoinbaseRequest,
} from './coinbaseRequests.js'

/**
 * Coinbase Onramp through its REST API with a CDP bearer JWT
 * (`LATCH_API_ONRAMP_COINBASE_JWT`; minting it from a CDP key is not built
 * here). Not callable offline: only its requests are tested.
 */
export function createCoinbaseProvider(
  settings: OnrampSettings,
): OnrampProvider {
  const jwt = () => {
    const value = settings.coinbase?.jwt
    if (!value)
      throw new BlockchainApiError(
        503,
        'ONRAMP_NOT_CONFIGURED',
        'Coinbase Onramp needs LATCH_API_ONRAMP_COINBASE_JWT.',
      )
    return value
  }
  return {
    id: 'coinbase',
    options: () => call(buildBuyOptionsRequest(jwt(), { country: 'US' })),
    quote: (q) =>
      call(
        buildBuyQuoteRequest(jwt(), {
          purchaseCurrency: q.asset,
          purchaseNetwork: String(q.chainId),
          paymentAmount: q.amount,
          paymentCurrency: q.fiat,
          paymentMethod: (q.paymentMethod ?? 'card').toUpperCase(),
          country: 'US',
        }),
      ),
    async createSession(s) {
      const { token } = await call<{ token: string }>(
        buildSessionTokenRequest(jwt(), {
          addresses: [
            {
              address: s.destination.address,
              blockchains: [String(s.destination.chainId)],
            },
          ],
          assets: [s.asset],
          clientIp: s.clientIp ?? '',
        }),
      )
      return {
        sessionId: token,
        url: buildOnrampUrl({
          sessionToken: token,
          defaultAsset: s.asset,
          defaultExperience: 'buy',
          presetFiatAmount: s.amount,
          fiatCurrency: s.fiat,
          partnerUserId: s.partnerUserId,
        }),
        expiresAt: Math.floor(Date.now() / 1000) + 300,
      }
    },
    verifyWebhook: () => null,
    getOrder: () => {
      throw unavailable()
    },
  }
}

async function call<T>(request: CoinbaseRequest): Promise<T> {
  let response: Response
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (cause) {
    throw unavailable(cause)
  }
  if (!response.ok) throw unavailable()
  return (await response.json()) as T
}

function unavailable(cause?: unknown) {
  return new BlockchainApiError(
    503,
    'ONRAMP_UNAVAILABLE',
    'Coinbase Onramp did not answer.',
    { cause },
  )
}
