import {
  closeModal,
  disconnect,
  getSiwxSession,
  signIn,
  watchSiwxSession,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useConfigValue } from '../../internal/useConfigValue.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'

/**
 * Asks the connected wallet to sign in (SPEC §4): Sign asks the wallet,
 * a refusal shows 'Signature declined' and Sign asks again, Cancel
 * disconnects when sign-in is required and only closes otherwise. Core
 * closes the modal once the session is stored.
 */
export function SIWXSignMessage(_: RouteProps<'SIWXSignMessage'>) {
  const config = useConfig()
  const messages = useViewMessages()
  const state = useConfigValue(getSiwxSession, watchSiwxSession)
  const required = config.options.siwx?.getRequired?.() ?? true
  const name = config.options.metadata?.name ?? messages.signInThisApp
  const busy = state?.status === 'signingIn' || state?.status === 'checking'
  const error = state?.error
  const cancel = async () => {
    if (required) await disconnect(config).catch(() => {})
    closeModal(config)
  }
  return (
    <div className="l-stack l-center">
      <p className="l-strong">{format(messages.signInRequest, { name })}</p>
      <p className="l-muted">
        {messages.signInExplain}
        {required ? ` ${messages.signInCancelDisconnects}` : ''}
      </p>
      <div aria-live="polite" className="l-stack l-center">
        {state?.status === 'checking' && (
          <p className="l-muted">{messages.signInChecking}</p>
        )}
        {state?.status === 'signingIn' && (
          <p className="l-muted">{messages.signInWaiting}</p>
        )}
        {state?.status === 'signedOut' && error && (
          <ErrorMessage>
            {error.declined
              ? messages.signatureDeclined
              : messages.signInFailed}
          </ErrorMessage>
        )}
        {state?.status === 'signedOut' && error && !error.declined && (
          <p className="l-muted">{error.message}</p>
        )}
      </div>
      <button
        type="button"
        className="l-primary"
        disabled={busy || !state}
        onClick={() => void signIn(config).catch(() => {})}
      >
        {messages.signInSign}
      </button>
      <button
        type="button"
        className="l-secondary"
        onClick={() => void cancel()}
      >
        {messages.signInCancel}
      </button>
    </div>
  )
}
