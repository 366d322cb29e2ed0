import { useLatch } from '../hooks/useLatch.js'
import { useLatchNetwork } from '../hooks/useLatchNetwork.js'
import { useLocale } from '../hooks/useLocale.js'
import { usePageMessages } from '../messages/usePageMessages.js'
import { useButtonStyles } from './buttonStyles.js'

/**
 * The active network's name ("Unknown network" when the wallet is on one
 * the app does not support); opens the network list.
 * https://latch.dev/docs/react/components/NetworkButton
 */
export function NetworkButton() {
  useButtonStyles()
  const messages = usePageMessages()
  const { lang, dir } = useLocale()
  const { caipNetwork } = useLatchNetwork()
  const { open } = useLatch()
  return (
    <button
      type="button"
      className="latch-button latch-button-quiet"
      lang={lang}
      dir={dir}
      onClick={() => void open({ view: 'Networks' })}
    >
      {caipNetwork?.name ?? messages.unknownNetwork}
    </button>
  )
}
