import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import { ApiError } from './ApiError.js'
import { InvalidAppConfigurationError } from './errors.js'
import { getApiContext } from './getApiContext.js'
import { sendAnalyticsEvent } from './sendAnalyticsEvent.js'

function eventId() {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto)
    return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * Sends the config's `track` events to POST /e. Called only after the host
 * turned `features.analytics` on and the server said analytics are
 * enabled; nothing is sent otherwise. A 403 shows 'Invalid App
 * Configuration' once (SPEC §8). Returns the stop function.
 */
export function startAnalytics(config: Config): () => void {
  const context = getApiContext(config)
  const api = context.client
  if (!api || context.analytics) return () => {}
  context.analytics = true
  const off = config.events.on('track', ({ event, properties }) => {
    const address = config.state.activeNamespace
      ? config.state.namespaces[config.state.activeNamespace]?.accounts[0]
      : undefined
    // Outside a browser (tests, SSR) the app's metadata url stands in.
    const url =
      typeof location === 'undefined'
        ? (config.options.metadata?.url ?? 'about:blank')
        : location.href
    const domain = URL.canParse(url) ? new URL(url).hostname || url : url
    sendAnalyticsEvent(api, {
      eventId: eventId(),
      url,
      domain,
      timestamp: Date.now(),
      props: {
        type: 'track',
        event,
        ...(properties ? { properties } : {}),
        ...(address ? { address } : {}),
      },
    }).catch((error: unknown) => {
      if (
        error instanceof ApiError &&
        error.status === 403 &&
        !context.analyticsAlertShown
      ) {
        context.analyticsAlertShown = true
        dispatch(config, {
          type: 'alert/shown',
          alert: {
            variant: 'error',
            code: 'INVALID_APP_CONFIGURATION',
            message: new InvalidAppConfigurationError(domain).shortMessage,
          },
        })
      }
    })
  })
  const stop = () => {
    off()
    context.analytics = false
  }
  config._internal.cleanups.add(stop)
  return stop
}
