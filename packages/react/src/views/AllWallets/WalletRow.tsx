import { getWalletConnectState, openWalletConnect, pushView } from '@latch/core'
import { useId } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import type { WalletEntry } from './mergeWallets.js'

type Props = { wallet: WalletEntry }

/**
 * One wallet of a list, tagged with its namespaces. Installed wallets
 * connect. An extension that is not installed links to where to install it
 * ("Install", new tab). Other directory wallets that
 * are not installed open the WalletConnect view for that wallet when the
 * host configured WalletConnect; otherwise, with a web app, they link to it
 * (new tab), or the row stays focusable but `aria-disabled`, described by
 * the 'Not installed' note.
 */
export function WalletRow({ wallet }: Props) {
  const config = useConfig()
  const messages = useMessages()
  const noteId = useId()
  const { connectorId, namespaces } = wallet
  // The wallet's namespaces, e.g. 'EVM, Solana' (part of the row's name).
  const ns = namespaces?.length ? (
    <span className="l-tag l-ns">
      {namespaces
        .map((n) => messages[`ns:${n}` as 'ns:eip155'] ?? n)
        .join(', ')}
    </span>
  ) : null
  const body = (
    <>
      <WalletIcon src={wallet.icon} name={wallet.name} />
      <span className="l-grow">{wallet.name}</span>
      {ns}
    </>
  )
  // Installed wallets connect; directory wallets pair over WalletConnect
  // when the host configured it (an extension only links to its install).
  if (
    connectorId ||
    (!wallet.installLink && getWalletConnectState(config).available)
  )
    return (
      <button
        type="button"
        className="l-row"
        onClick={() =>
          connectorId
            ? pushView(config, { view: 'ConnectingExternal', connectorId })
            : // A WalletEntry is a WalletConnectWallet (id, name, icon, links).
              openWalletConnect(config, { wallet })
        }
      >
        {body}
      </button>
    )
  const href = wallet.installLink ?? wallet.webappLink
  if (href)
    return (
      <a
        className="l-row"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        // A web app's row is named "Open <name> web app"; an extension's
        // by its text ("<name> … Install"), which shows it.
        aria-label={
          wallet.installLink
            ? undefined
            : format(messages.openWebApp, { name: wallet.name })
        }
      >
        {body}
        <span className="l-tag">
          {wallet.installLink ? messages.install : messages.notInstalled}
        </span>
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
      {body}
      <span className="l-tag" id={noteId}>
        {messages.notInstalled}
      </span>
    </button>
  )
}
