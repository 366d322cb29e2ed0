import { goBack } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'

/** The name is registered: says so, and leads back to the account. */
export function RegisterAccountNameSuccessView({
  route,
}: RouteProps<'RegisterAccountNameSuccess'>) {
  const config = useConfig()
  const messages = useViewMessages()
  return (
    <div className="l-stack l-center">
      <p className="l-strong" role="status">
        {format(messages.nameRegisteredText, { name: route.name })}
      </p>
      <button
        type="button"
        className="l-primary"
        onClick={() => goBack(config)}
      >
        {messages.backToAccount}
      </button>
    </div>
  )
}
