import {
  closeModal,
  connectWalletConnect,
  formatWalletLink,
  getModalState,
  isPairingExpired,
  PairingCancelledError,
  setWcLinking,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ConnectionFailed } from '../../modal/ConnectionFailed.js'
import { useAttempt } from '../../modal/useAttempt.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { DirectoryFailed } from '../AllWallets/DirectoryFailed.js'
import { mergeWallets } from '../AllWallets/mergeWallets.js'
import { Waiting } from '../ConnectingExternal/Waiting.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import { useWalletConnectState } from './useWalletConnectState.js'

/**
 * The basic wallet list (SPEC §2 ConnectingWalletConnectBasic): on a phone
 * without a browser wallet (or when the host asks for it), the directory's
 * wallets that open by a mobile or universal link, each link carrying the
 * pairing URI, and "Copy link" for any other wallet. While an opened
 * wallet is away (`buffering`) its logo pulses with "Continue in <name>";
 * the approval closes the modal, a refusal shows with "Try again".
 */
export function ConnectingWalletConnectBasic() {
  const config = useConfig()
  const messages = useViewMessages()
  const state = useWalletConnectState()
  const directory = useWalletDirectory()
  const { failure, retry } = useAttempt((attempt) =>
    connectWalletConnect(config, { fresh: attempt > 0 }).then(
      () => {
        const { open, route } = getModalState(config)
        if (open && route.view === 'ConnectingWalletConnectBasic')
          closeModal(config)
      },
      (error: unknown) => {
        // Left the view: nothing to say.
        if (!(error instanceof PairingCancelledError)) throw error
      },
    ),
  )
  if (failure)
    return (
      <div className="l-stack l-center" aria-live="polite">
        <ConnectionFailed error={failure.error} />
        <button type="button" className="l-primary" onClick={retry}>
          {messages.tryAgain}
        </button>
      </div>
    )
  // An URI the relay failed to refresh in time is offered no more.
  const uri = isPairingExpired(state.wcPairingExpiry) ? undefined : state.wcUri
  const wallets = mergeWallets(config, [], directory.wallets).filter(
    (w) => w.mobileLink,
  )
  const linked = state.buffering ? state.wcLinking : undefined
  const icon = wallets.find((w) => w.name === linked?.name)?.icon
  return (
    <div className="l-stack">
      {linked && (
        <div className="l-stack l-center">
          <Waiting
            waiting
            icon={<WalletIcon src={icon} name={linked.name} size={64} />}
          >
            <p className="l-strong">
              {format(messages.continueIn, { name: linked.name })}
            </p>
          </Waiting>
        </div>
      )}
      {!uri || !directory.settled ? (
        <p className="l-muted l-center" aria-live="polite">
          {messages.loadingWallets}
        </p>
      ) : directory.failed ? (
        <DirectoryFailed className="l-stack" onRetry={directory.retry} />
      ) : wallets.length === 0 ? (
        <p className="l-muted">{messages.noWalletFound}</p>
      ) : (
        <ul className="l-stack" aria-label={messages.allWallets}>
          {wallets.map((w) => {
            const href = formatWalletLink(w.mobileLink as string, uri)
            return (
              <li key={w.id}>
                <a
                  className="l-row"
                  href={href}
                  rel="noopener noreferrer"
                  aria-label={format(messages.openWallet, { name: w.name })}
                  onClick={() => setWcLinking(config, { name: w.name, href })}
                >
                  <WalletIcon src={w.icon} name={w.name} />
                  <span className="l-grow">{w.name}</span>
                </a>
              </li>
            )
          })}
        </ul>
      )}
      <CopyLinkButton uri={uri} />
    </div>
  )
}
