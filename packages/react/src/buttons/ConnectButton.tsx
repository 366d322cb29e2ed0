import { useLatch } from '../hooks/useLatch.js'
import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { useLocale } from '../hooks/useLocale.js'
import { usePageMessages } from '../messages/usePageMessages.js'
import { AccountButton } from './AccountButton.js'
import { useButtonStyles } from './buttonStyles.js'
import { useButtonTheme } from './useButtonTheme.js'

/**
 * "Connect Wallet", which opens the modal. Once connected (or while a
 * remembered session is being restored) it shows the AccountButton, so a
 * reload never flashes "Connect Wallet".
 * https://latch.dev/docs/react/components/ConnectButton
 */
export function ConnectButton() {
  useButtonStyles()
  const theme = useButtonTheme()
  const messages = usePageMessages()
  const { lang, dir } = useLocale()
  const { status } = useLatchAccount()
  const { open } = useLatch()
  if (status === 'connected' || status === 'reconnecting')
    return <AccountButton />
  const connecting = status === 'connecting'
  return (
    <button
      type="button"
      className="latch-button"
      {...theme}
      lang={lang}
      dir={dir}
      aria-busy={connecting}
      onClick={() => void open({ view: 'Connect' })}
    >
      {connecting ? messages.connecting : messages.connectWallet}
    </button>
  )
}
