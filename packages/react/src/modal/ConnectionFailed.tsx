import { useViewMessages } from '../messages/useViewMessages.js'
import { errorText, isUserRejection } from './errorText.js'

/**
 * Why a connection failed: refused in the wallet (`declined`, default
 * 'Connection declined'), or failed, with the error's own words under it.
 */
export function ConnectionFailed({
  error,
  declined,
}: {
  error: unknown
  declined?: string | undefined
}) {
  const messages = useViewMessages()
  const refused = isUserRejection(error)
  const detail = refused ? undefined : errorText(error)
  return (
    <>
      <p className="l-error">
        {refused
          ? (declined ?? messages.connectionDeclined)
          : messages.connectionFailed}
      </p>
      {detail && <p className="l-muted">{detail}</p>}
    </>
  )
}
