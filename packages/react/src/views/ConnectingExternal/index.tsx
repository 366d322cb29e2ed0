import { closeModal, connect, getModalState } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ConnectionFailed } from '../../modal/ConnectionFailed.js'
import type { RouteProps } from '../../modal/routes.js'
import { useAttempt } from '../../modal/useAttempt.js'
import { useConnectors } from '../../modal/useConnectors.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { Waiting } from './Waiting.js'

/**
 * Connecting to a browser wallet: asks it once on mount (and on each
 * "Try again") with the wallet's logo pulsing, closes the modal on
 * success, explains a refusal.
 */
export function ConnectingExternalView({
  route,
}: RouteProps<'ConnectingExternal'>) {
  const config = useConfig()
  const messages = useViewMessages()
  const { connectorId } = route
  const connector = useConnectors().find((c) => c.id === connectorId)
  const name = connector?.name ?? messages.connectWallet
  const { failure, retry } = useAttempt(() =>
    connect(config, { connector: connectorId }).then(() => {
      // Core may have moved on (e.g. to UnsupportedChain): only close the
      // view this attempt belongs to.
      const { open, route: now } = getModalState(config)
      if (
        open &&
        now.view === 'ConnectingExternal' &&
        now.connectorId === connectorId
      )
        closeModal(config)
    }),
  )

  return (
    <div className="l-stack l-center">
      <Waiting
        waiting={!failure}
        icon={<WalletIcon src={connector?.icon} name={name} size={64} />}
      >
        {failure ? (
          <ConnectionFailed error={failure.error} />
        ) : (
          <>
            <p className="l-strong">{format(messages.continueIn, { name })}</p>
            <p className="l-muted">{messages.acceptConnection}</p>
          </>
        )}
      </Waiting>
      {failure && (
        <button type="button" className="l-primary" onClick={retry}>
          {messages.tryAgain}
        </button>
      )}
    </div>
  )
}
