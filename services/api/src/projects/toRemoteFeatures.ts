import type { ProjectFeatures } from './ProjectFeatures.js'

/** One entry of GET /appkit/v1/config's `features`. */
export type RemoteFeature = {
  id: string
  isEnabled: boolean
  /** Providers or options; always a list, so the client never falls back. */
  config: string[]
}

/** Provider ids the reference client understands for swaps and on-ramp. */
const swapProviders = ['1inch']
const onrampProviders = ['meld']

/**
 * A project's features in the shape of the reference client's remote
 * configuration (`{ id, isEnabled, config }` per feature). Every feature
 * the client reads is listed, with a list as `config` (a `null` config
 * would make it use its local defaults, which offer swaps and on-ramp):
 * features Latch has no setting for (branding, e-mail capture, pay with
 * exchange, payments, the vendor's authentication, headless) are off.
 *
 * @example
 * toRemoteFeatures(defaultProjectFeatures)
 * // [{ id: 'social_login', isEnabled: false, config: [] }, …]
 */
export function toRemoteFeatures(features: ProjectFeatures): RemoteFeature[] {
  const login = [...(features.email ? ['email'] : []), ...features.socials]
  const off = (id: string): RemoteFeature => ({
    id,
    isEnabled: false,
    config: [],
  })
  return [
    { id: 'social_login', isEnabled: login.length > 0, config: login },
    {
      id: 'swap',
      isEnabled: features.swaps,
      config: features.swaps ? swapProviders : [],
    },
    {
      id: 'onramp',
      isEnabled: features.onramp,
      config: features.onramp ? onrampProviders : [],
    },
    { id: 'activity', isEnabled: features.history, config: [] },
    { id: 'multi_wallet', isEnabled: features.multiWallet, config: [] },
    off('reown_branding'),
    off('email_capture'),
    off('fund_from_exchange'),
    off('payments'),
    off('reown_authentication'),
    off('headless'),
  ]
}
