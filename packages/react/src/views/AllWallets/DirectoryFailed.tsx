import { useMessages } from '../../messages/useMessages.js'

/**
 * The wallet directory could not be loaded (Connect's Recommended rows,
 * All Wallets): said with "Try again". A status, not an alert: the list is
 * optional, and a cause the visitor must know of (an invalid project) has
 * the modal's banner.
 */
export function DirectoryFailed({
  className,
  onRetry,
}: {
  className: string
  onRetry: () => void
}) {
  const messages = useMessages()
  return (
    <div className={className}>
      <p className="l-muted" role="status">
        {messages.somethingWentWrong}
      </p>
      <button type="button" className="l-secondary" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </div>
  )
}
