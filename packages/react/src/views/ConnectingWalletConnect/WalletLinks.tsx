import {
  formatWalletLink,
  setWcLinking,
  type WalletConnectWallet,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'

type Props = {
  wallet: WalletConnectWallet
  uri: string
  /** On a phone: the mobile link (see `isPhone`). */
  phone: boolean
}

/**
 * "Open <wallet>": the wallet's mobile link on phones (its universal link
 * where it has one, see `mergeWallets`), its desktop app's link elsewhere,
 * carrying the pairing URI (`…/wc?uri=<encoded>`).
 */
export function WalletLinks({ wallet, uri, phone }: Props) {
  const config = useConfig()
  const messages = useViewMessages()
  const appUrl = phone
    ? (wallet.mobileLink ?? wallet.desktopLink)
    : (wallet.desktopLink ?? wallet.mobileLink)
  if (!appUrl) return null
  const href = formatWalletLink(appUrl, uri)
  return (
    <a
      className="l-primary l-link-button"
      href={href}
      rel="noopener noreferrer"
      onClick={() => setWcLinking(config, { name: wallet.name, href })}
    >
      {format(messages.openWallet, { name: wallet.name })}
    </a>
  )
}
