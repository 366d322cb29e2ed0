import { getWalletConnectState, openWalletConnect, pushView } from '@latch/core'
import { useId } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import type { WalletEntry } from './useWalletList.js'

type Props = { wallet: WalletEntry; tag?: string | undefined }

/**
 * One wallet of a list. Installed wallets connect. Directory wallets that
 * are not installed open the WalletConnect view for that wallet when the
 * host configured WalletConnect; otherwise, with a web app, they link to it
 * (new tab), or the row stays focusable but `aria-disabled`, described by
 * the 'Not installed' note.
 */
export function WalletRow({ wallet, tag }: Props) {
  const config = useConfig()
  const messages = useMessages()
  const noteId = useId()
  const { connectorId } = wallet
  // Directory wallets pair over WalletConnect when the host configured it.
  const walletConnect = getWalletConnectState(config).available
  if (connectorId)
    return (
      <button
        type="button"
        className="l-row"
        onClick={() =>
          pushView(config, { view: 'ConnectingExternal', connectorId })
        }
      >
        <WalletIcon src={wallet.icon} name={wallet.name} />
        <span className="l-grow">{wallet.name}</span>
        {tag && <span className="l-tag">{tag}</span>}
      </button>
    )
  if (walletConnect)
    return (
      <button
        type="button"
        className="l-row"
        onClick={() =>
          openWalletConnect(config, {
            wallet: {
              id: wallet.id,
              name: wallet.name,
              icon: wallet.icon,
              mobileLink: wallet.mobileLink,
              desktopLink: wallet.desktopLink,
              webappLink: wallet.webappLink,
            },
          })
        }
      >
        <WalletIcon src={wallet.icon} name={wallet.name} />
        <span className="l-grow">{wallet.name}</span>
      </button>
    )
  if (wallet.webappLink)
    return (
      <a
        className="l-row"
        href={wallet.webappLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={format(messages.openWebApp, { name: wallet.name })}
      >
        <WalletIcon src={wallet.icon} name={wallet.name} />
        <span className="l-grow">{wallet.name}</span>
        <span className="l-tag">{messages.notInstalled}</span>
      </a>
    )
  return (
    <button
      type="button"
      className="l-row"
      aria-disabled="true"
      aria-describedby={noteId}
      onClick={(event) => event.preventDefault()}
    >
      <WalletIcon src={wallet.icon} name={wallet.name} />
      <span className="l-grow">{wallet.name}</span>
      <span className="l-tag" id={noteId}>
        {messages.notInstalled}
      </span>
    </button>
  )
}
