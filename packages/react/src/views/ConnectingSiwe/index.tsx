import { closeModal, getModalState, getSiwxSession } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing.js'

/**
 * One-click auth over WalletConnect (SPEC §2 ConnectingSiwe): the pairing
 * of the WalletConnect view, whose wallet is asked to connect and sign in
 * with one approval. Core closes the modal once the signed-in session is
 * known; a wallet without one-click auth only connects, and core moves on
 * to SIWXSignMessage (the two-step flow). A refusal shows 'Signature
 * declined' with "Try again" (a new pairing).
 */
export function ConnectingSiweView({ route }: RouteProps<'ConnectingSiwe'>) {
  const config = useConfig()
  const messages = useViewMessages()
  const name = config.options.metadata?.name ?? messages.signInThisApp
  return (
    <WalletConnectPairing
      walletId={route.walletId}
      declined={messages.signatureDeclined}
      onConnected={() => {
        // Connected where sign-in does not apply (no sign-in target): done.
        const { open, route: now } = getModalState(config)
        if (open && now.view === 'ConnectingSiwe' && !getSiwxSession(config))
          closeModal(config)
      }}
    >
      <p className="l-strong">{format(messages.oneClickSignIn, { name })}</p>
      <p className="l-muted">{messages.oneClickExplain}</p>
    </WalletConnectPairing>
  )
}
