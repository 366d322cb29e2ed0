import { getNetworkStatus, watchNetworkStatus } from '@latch/core'
import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { useConfigValue } from '../internal/useConfigValue.js'
import type { Locale } from '../messages/locales.js'
import { offlineMessages } from '../messages/offlineMessages.js'

/**
 * While the browser is offline (SPEC §4), the modal says so above every
 * view: whatever it shows (a connecting view, balances, the wallet list)
 * waits for the network, and what failed loads again once it is back. In
 * the language of the rest of the modal (its text is here: offline, no
 * catalogue could load).
 */
export function OfflineBanner() {
  const { lang } = useContext(LocaleContext)
  const status = useConfigValue(getNetworkStatus, watchNetworkStatus)
  if (status !== 'offline') return null
  return (
    <div className="l-alert" role="status" data-variant="warning">
      {offlineMessages[lang as Locale] ?? offlineMessages.en}
    </div>
  )
}
