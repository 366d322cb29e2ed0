import { pushView } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedUser } from '../../hooks/useEmbeddedUser.js'
import { format } from '../../messages/format.js'
import { providerNames } from '../../messages/providerNames.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'

/**
 * The embedded wallet's user in Account (SPEC §3 account user and social
 * provider): the e-mail with "Update e-mail" (a passkey wallet without one:
 * "Add a recovery e-mail", the same steps, one code to the new address), or the social provider and
 * user name, and on a chain with smart accounts the switch between the
 * smart account and the EOA. Nothing for other wallets. Account's Disconnect signs out.
 */
export function EmbeddedAccountInfo() {
  const config = useConfig()
  const messages = useViewMessages()
  const user = useEmbeddedUser()
  if (!user) return null
  const { email, socialProvider, username } = user
  const name = email ?? username
  return (
    <div className="l-stack l-center">
      {socialProvider && (
        <p className="l-muted">
          {format(messages.signedInWith, {
            name: providerNames[socialProvider],
          })}
        </p>
      )}
      {name && (
        <p className="l-text">{format(messages.signedInAs, { name })}</p>
      )}
      {email && !socialProvider && (
        <button
          type="button"
          className="l-secondary"
          onClick={() => pushView(config, { view: 'UpdateEmailWallet' })}
        >
          {messages.updateEmail}
        </button>
      )}
      {user.passkey && !email && (
        <button
          type="button"
          className="l-secondary"
          onClick={() => pushView(config, { view: 'UpdateEmailWallet' })}
        >
          {messages.addRecoveryEmail}
        </button>
      )}
      <AccountTypeSwitch user={user} />
    </div>
  )
}
