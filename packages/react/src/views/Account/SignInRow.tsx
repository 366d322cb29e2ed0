import { getSiwxSession, pushView, watchSiwxSession } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useConfigValue } from '../../internal/useConfigValue.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'

/**
 * Sign-in in Account (SPEC §4): 'Signed in to {app}' once the account has
 * a session; before that (optional sign-in, declined or cancelled at
 * connect) a "Sign In" button that opens the sign-message view.
 */
export function SignInRow() {
  const config = useConfig()
  const messages = useMessages()
  const state = useConfigValue(getSiwxSession, watchSiwxSession)
  if (!state) return null
  return state.status === 'signedIn' ? (
    <p className="l-muted">
      {format(messages.signedInToApp, {
        name: config.options.metadata?.name ?? messages.signInThisApp,
      })}
    </p>
  ) : (
    <button
      type="button"
      className="l-secondary"
      onClick={() => pushView(config, { view: 'SIWXSignMessage' })}
    >
      {messages.signIn}
    </button>
  )
}
