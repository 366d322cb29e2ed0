import { truncateAddress } from '@latch/common'
import { getSiwxSession, pushView, watchSiwxSession } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useConfigValue } from '../../internal/useConfigValue.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'

/**
 * Sign-in in Account (SPEC §4): 'Signed in as 0xf39F…2266' (the session's
 * account) once the account has a session; before that (optional sign-in, declined or cancelled at
 * connect) a "Sign In" button that opens the sign-message view.
 */
export function SignInRow() {
  const config = useConfig()
  const messages = useViewMessages()
  const state = useConfigValue(getSiwxSession, watchSiwxSession)
  if (!state) return null
  return state.status === 'signedIn' ? (
    <p className="l-muted">
      {format(messages.signedInAs, {
        name: truncateAddress(state.session?.data.accountAddress ?? ''),
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
