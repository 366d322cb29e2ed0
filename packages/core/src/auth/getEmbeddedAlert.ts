import {
  InvalidAppConfigurationError,
  InvalidProjectIdError,
} from '../api/errors.js'
import type { TrackEventName } from '../types/events.js'
import type { Alert } from '../types/state.js'
import {
  EmbeddedSessionExpiredError,
  EmbeddedUnverifiedDomainError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
} from './errors.js'

/** An embedded-wallet failure as the modal shows it, and its report. */
export type EmbeddedAlert = {
  readonly alert: Alert
  /** SPEC §8 telemetry: timeouts report iframe_load_failed / iframe_request_timeout. */
  readonly event?: TrackEventName | undefined
}

/**
 * The alert for an embedded-wallet error (SPEC §8: iframe load failure,
 * request timeout, unverified domain, invalid configuration or project,
 * expired session); undefined for errors a view shows itself.
 *
 * @example
 * getEmbeddedAlert(new EmbeddedWalletLoadError())?.alert.code // 'IFRAME_LOAD_FAILED'
 */
export function getEmbeddedAlert(error: unknown): EmbeddedAlert | undefined {
  const alert = (code: string, message: string): Alert => ({
    variant: 'error',
    code,
    message,
  })
  if (error instanceof EmbeddedWalletLoadError)
    return {
      alert: alert('IFRAME_LOAD_FAILED', error.shortMessage),
      event: 'iframe_load_failed',
    }
  if (error instanceof EmbeddedWalletTimeoutError)
    return {
      alert: alert('IFRAME_REQUEST_TIMEOUT', error.shortMessage),
      event: 'iframe_request_timeout',
    }
  if (error instanceof EmbeddedUnverifiedDomainError)
    return { alert: alert('UNVERIFIED_DOMAIN', error.shortMessage) }
  if (error instanceof InvalidAppConfigurationError)
    return { alert: alert('INVALID_APP_CONFIGURATION', error.shortMessage) }
  if (error instanceof InvalidProjectIdError)
    return { alert: alert('INVALID_PROJECT_ID', error.shortMessage) }
  if (error instanceof EmbeddedSessionExpiredError)
    return {
      alert: {
        variant: 'warning',
        code: 'SESSION_EXPIRED',
        message: error.shortMessage,
      },
    }
  return undefined
}
