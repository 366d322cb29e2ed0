import { getNetworkStatus, watchNetworkStatus } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * While the browser is offline (SPEC §4), the modal says so above every
 * view: whatever it shows (a connecting view, balances, the wallet list)
 * waits for the network, and what failed loads again once it is back.
 */
export function OfflineBanner() {
  const messages = useMessages()
  const status = useConfigValue(getNetworkStatus, watchNetworkStatus)
  if (status !== 'offline') return null
  return (
    <div className="l-alert" role="status" data-variant="warning">
      {messages.offline}
    </div>
  )
}
