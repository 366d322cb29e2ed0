import { useLayoutEffect, useRef } from 'react'
import { useMessages } from '../messages/useMessages.js'
import { Header } from './Header.js'

type Props = { titleId: string; onDone: () => void }

/**
 * A hidden rehearsal of the dialog, rendered once while the browser is idle
 * after the modal's chunk loaded: it lays out the dialog's frame, header and
 * rows (resolving the modal's fonts, matching its style rules, compiling the
 * header's code) so that the first real open costs what later opens cost.
 * Measured at 4× CPU, the first open spent ~25 ms more than the second on
 * exactly this. Invisible, inert and hidden from assistive technology; no
 * view is rendered, so nothing is fetched before the modal opens.
 */
export function WarmUp({ titleId, onDone }: Props) {
  const messages = useMessages()
  const frame = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    // Forces style and layout now, then the rehearsal is removed.
    frame.current?.getBoundingClientRect()
    onDone()
  }, [onDone])
  return (
    <div
      ref={frame}
      className="l-overlay"
      style={{ visibility: 'hidden', animation: 'none' }}
      aria-hidden="true"
      inert
    >
      <div className="l-dialog">
        <Header titleId={titleId} title={messages.connectWallet} canGoBack />
        <div className="l-stack">
          <button type="button" className="l-row" tabIndex={-1}>
            <span className="l-grow">{messages.walletConnect}</span>
          </button>
          <p className="l-muted">{messages.noWalletDetected}</p>
        </div>
      </div>
    </div>
  )
}
