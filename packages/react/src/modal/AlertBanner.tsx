import type { Alert } from '@latch/core'
import { type Messages, useMessages } from '../messages/useMessages.js'

// Core alerts carry a code; the text shown comes from the catalogue.
const byCode: { readonly [code: string]: keyof Messages } = {
  PROJECT_ID_NOT_CONFIGURED: 'projectIdNotConfigured',
  INVALID_APP_CONFIGURATION: 'invalidAppConfiguration',
  INVALID_PROJECT_ID: 'invalidProjectId',
  // The embedded wallet's (SPEC §8)
  IFRAME_LOAD_FAILED: 'iframeLoadFailed',
  IFRAME_REQUEST_TIMEOUT: 'iframeRequestTimeout',
  UNVERIFIED_DOMAIN: 'invalidAppConfiguration',
  SESSION_EXPIRED: 'sessionExpired',
}

/** A configuration problem, shown at the top of the modal. */
export function AlertBanner({ alert }: { alert: Alert }) {
  const messages = useMessages()
  const key = byCode[alert.code]
  return (
    <div className="l-alert" role="alert" data-variant={alert.variant}>
      {key ? messages[key] : alert.message}
    </div>
  )
}
