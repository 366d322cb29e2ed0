import { OnrampUnavailableError } from '../onramp/errors.js'
import type { Config } from '../types/config.js'
import { onrampContext } from './onramp/onrampContext.js'

export type OpenOnrampCheckoutParameters = {
  /** The asset bought, e.g. 'ETH'. */
  symbol: string
  /** The fiat currency paid, e.g. 'USD'. */
  fiat: string
  /** The fiat amount, e.g. '25.00'. */
  amount: string
  /**
   * A window the caller opened inside the click (`window.open('',
   * name)` before any await: a popup opened later is blocked); the
   * checkout is loaded into it. Without it, or when it was closed, only
   * the URL is returned.
   */
  popup?: Pick<Window, 'location' | 'closed'> | null | undefined
}

export type OpenOnrampCheckoutReturnType = {
  /** The checkout page. */
  url: string
  /** The order to follow (`getOnrampOrder`), when the provider names one. */
  orderId: string | undefined
}

/**
 * Starts a purchase for the connected account on the active network (POST
 * /v1/generators/onrampurl, SPEC §7, reading `url`) and loads its
 * checkout into `popup`. Throws OnrampUnavailableError without an API or
 * an account, ApiError when the server refuses.
 * https://latch.dev/docs/core/actions/openOnrampCheckout
 */
export async function openOnrampCheckout(
  config: Config,
  parameters: OpenOnrampCheckoutParameters,
): Promise<OpenOnrampCheckoutReturnType> {
  const { symbol, fiat, amount, popup } = parameters
  const { api, chainId, address } = onrampContext(config)
  if (!api || !address) throw new OnrampUnavailableError()
  const { generateOnrampUrl } = await import('../api/onramp.js')
  const answer = await generateOnrampUrl(api, {
    destinationWallets: [{ address, blockchains: [chainId], assets: [symbol] }],
    defaultNetwork: chainId,
    partnerUserId: address,
    defaultExperience: 'buy',
    presetFiatAmount: amount,
    fiatCurrency: fiat,
  })
  if (popup && !popup.closed) popup.location.href = answer.url
  return { url: answer.url, orderId: answer.sessionId }
}
