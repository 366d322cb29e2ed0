import { useLatch } from '../hooks/useLatch.js'
import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../hooks/useLatchNetwork.js'
import { useLocale } from '../hooks/useLocale.js'
import { wantView } from '../internal/viewIntents.js'
import { usePageMessages } from '../messages/usePageMessages.js'
import { useButtonStyles } from './buttonStyles.js'
import { useButtonExtras } from './useButtonExtras.js'
import { useButtonTheme } from './useButtonTheme.js'

/**
 * The active network's icon and name ("Unknown network" when the wallet
 * is on one the app does not support); opens the network list. The icon
 * (decorative) shows once an account is connected: no image loads before.
 * https://latch.dev/docs/react/components/NetworkButton
 */
export function NetworkButton() {
  useButtonStyles()
  const theme = useButtonTheme()
  const messages = usePageMessages()
  const { lang, dir } = useLocale()
  const { caipNetwork, caipNetworkId } = useLatchNetwork()
  const connected = useLatchAccount().address !== undefined
  const { open } = useLatch()
  const extras = useButtonExtras(connected)
  const name = caipNetwork?.name ?? messages.unknownNetwork
  return (
    <button
      type="button"
      className="latch-button latch-button-quiet"
      {...theme}
      lang={lang}
      dir={dir}
      onPointerEnter={() => wantView('Networks')}
      onFocus={() => wantView('Networks')}
      onClick={() => void open({ view: 'Networks' })}
    >
      {connected &&
        (extras ? (
          <extras.NetworkIcon id={caipNetworkId} name={name} />
        ) : (
          <span className="l-icon" />
        ))}
      {name}
    </button>
  )
}
