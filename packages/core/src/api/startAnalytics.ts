import { dispatch } from '../state/dispatch.js'
import { reportErrors } from '../telemetry/reportErrors.js'
import type { Config } from '../types/config.js'
import { ApiError } from './ApiError.js'
import { InvalidAppConfigurationError } from './errors.js'
import { getApiContext } from './getApiContext.js'
import {
  type AnalyticsEvent,
  sendAnalyticsEvent,
} from './sendAnalyticsEvent.js'

function eventId() {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto)
    return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * Sends the config's `track` events and the errors the user is shown
 * (`reportErrors`, at most 5 per 60 s) to POST /e. Called only after the host
 * turned `features.analytics` on and the server said analytics are
 * enabled; nothing is sent otherwise. A 403 shows 'Invalid App
 * Configuration' once (SPEC §8). Returns the stop function.
 */
export function startAnalytics(config: Config): () => void {
  const context = getApiContext(config)
  const api = context.client
  if (!api || context.analytics) return () => {}
  context.analytics = true
  // Outside a browser (tests, SSR) the app's metadata url stands in.
  const post = (props: AnalyticsEvent['props']) => {
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
      props,
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
  }
  const offTrack = config.events.on('track', ({ event, properties }) => {
    const address = config.state.activeNamespace
      ? config.state.namespaces[config.state.activeNamespace]?.accounts[0]
      : undefined
    post({
      type: 'track',
      event,
      ...(properties ? { properties } : {}),
      ...(address ? { address } : {}),
    })
  })
  // The errors the user is shown, capped (SPEC §8, §9); no address.
  const offErrors = reportErrors(config, (report) =>
    post({ type: 'error', event: 'ERROR', properties: report }),
  )
  const off = () => {
    offTrack()
    offErrors()
  }
  const stop = () => {
    off()
    context.analytics = false
  }
  config._internal.cleanups.add(stop)
  return stop
}
