import { useLayoutEffect, useRef } from 'react'
import { useMessages } from '../messages/useMessages.js'
import { AccountTabs } from '../views/Account/AccountTabs.js'
import { ActionRow } from '../views/Account/ActionRow.js'
import { AddressRow } from '../views/Account/AddressRow.js'
import { Header } from './Header.js'
import { EmbeddedLoginView } from './lazyViews.js'
import { WalletIcon } from './WalletIcon.js'

type Props = {
  titleId: string
  onDone: () => void
  /** Connect's embedded section (its chunk is loaded): rehearse it too. */
  embedded: boolean
}

/** Every hex digit, as addresses show them (for the glyphs' fonts). */
const HEX_ADDRESS = '0x0123456789abcdefABCDEF0123456789abcdef'
const noop = () => {}

/**
 * A hidden rehearsal of the dialog, rendered once while the browser is idle
 * after the modal's chunk loaded: it lays out the dialog's frame, header and
 * rows, and the Account view's parts (address, action row, tabs, token
 * rows) — resolving the modal's fonts and their fallbacks for the sizes,
 * weights and characters those views use, matching their style rules and
 * compiling the components' code — so that the first real open costs what
 * later opens cost. Measured at 4× CPU, the first open spent ~25 ms more
 * than the second on exactly this (Connect), and the Account view's first
 * style and layout ~3× what it costs once rehearsed. Invisible, inert and
 * hidden from assistive technology; no view component is rendered (no
 * effects run), so nothing is fetched before the modal opens — except
 * Connect's e-mail field and social logins (`embedded`), whose chunk
 * useWarmUp loaded first: rendering them here also adds their stylesheet
 * now rather than in the click's frame. They fetch nothing.
 */
export function WarmUp({ titleId, onDone, embedded }: Props) {
  const messages = useMessages()
  const frame = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    // Inert before the first paint; set here because React 18 knows no
    // `inert` prop (19 does).
    frame.current?.setAttribute('inert', '')
    // Forces style and layout now, then the rehearsal is removed.
    frame.current?.getBoundingClientRect()
    onDone()
  }, [onDone])
  const tabs = [
    { id: 'tokens', label: messages.tokens },
    { id: 'nfts', label: messages.nfts },
    { id: 'activity', label: messages.activity },
  ]
  return (
    <div ref={frame} className="l-overlay l-rehearsal" aria-hidden="true">
      <div className="l-dialog">
        <Header titleId={titleId} title={messages.connectWallet} canGoBack />
        <div className="l-stack">
          {embedded && (
            <EmbeddedLoginView methods={['email', 'social']} divider="after" />
          )}
          <button type="button" className="l-row" tabIndex={-1}>
            <span className="l-grow">{messages.walletConnect}</span>
          </button>
          <p className="l-muted">{messages.noWalletDetected}</p>
        </div>
        <div className="l-stack l-center">
          <WalletIcon src={undefined} name={messages.account} size={64} />
          <p className="l-name">{HEX_ADDRESS}</p>
          <AddressRow text={`${HEX_ADDRESS}…`} onCopy={noop} />
          <p className="l-muted">{messages.loadingBalance} 0.000 ETH</p>
          <ActionRow
            actions={[{ id: 'send', label: messages.send, open: noop }]}
          />
          <AccountTabs tabs={tabs} selected="tokens" onSelect={noop}>
            <ul className="l-list">
              <li className="l-item">
                <WalletIcon src={undefined} name="E" size={32} />
                <span className="l-grow">{messages.loading}</span>
                <span className="l-item-end">
                  <span>0.000 ETH</span>
                  <span className="l-muted">
                    <br />
                    $1,234.50
                  </span>
                </span>
              </li>
            </ul>
          </AccountTabs>
        </div>
      </div>
    </div>
  )
}
