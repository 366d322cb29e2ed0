import { closeModal, connect, getModalState } from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'
import { errorText, isUserRejection } from '../../modal/errorText.js'
import type { RouteProps } from '../../modal/routes.js'
import { useConnectors } from '../../modal/useConnectors.js'
import { WalletIcon } from '../../modal/WalletIcon.js'

type Failure = { declined: boolean; detail: string | undefined }

/**
 * Connecting to a browser wallet: asks it once on mount (and on each
 * "Try again"), closes the modal on success, explains a refusal.
 */
export function ConnectingExternalView({
  route,
}: RouteProps<'ConnectingExternal'>) {
  const config = useConfig()
  const messages = useMessages()
  const { connectorId } = route
  const connector = useConnectors().find((c) => c.id === connectorId)
  const name = connector?.name ?? messages.connectWallet
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<Failure | undefined>(undefined)
  // StrictMode runs effects twice on mount; the wallet must be asked once.
  const started = useRef(-1)

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    connect(config, { connector: connectorId }).then(
      () => {
        // Core may have moved on (e.g. to UnsupportedChain): only close
        // the view this attempt belongs to.
        const { open, route: now } = getModalState(config)
        if (
          open &&
          now.view === 'ConnectingExternal' &&
          now.connectorId === connectorId
        )
          closeModal(config)
      },
      (error: unknown) =>
        setFailure({
          declined: isUserRejection(error),
          detail: errorText(error),
        }),
    )
  }, [attempt, config, connectorId])

  return (
    <div className="l-stack l-center">
      <WalletIcon src={connector?.icon} name={name} size={64} />
      <div aria-live="polite" className="l-stack l-center">
        {failure ? (
          <>
            <p className="l-error">
              {failure.declined
                ? messages.connectionDeclined
                : messages.connectionFailed}
            </p>
            {!failure.declined && failure.detail && (
              <p className="l-muted">{failure.detail}</p>
            )}
          </>
        ) : (
          <>
            <p className="l-strong">{format(messages.continueIn, { name })}</p>
            <p className="l-muted">{messages.acceptConnection}</p>
          </>
        )}
      </div>
      {failure && (
        <button
          type="button"
          className="l-primary"
          onClick={() => {
            setFailure(undefined)
            setAttempt((n) => n + 1)
          }}
        >
          {messages.tryAgain}
        </button>
      )}
    </div>
  )
}
