import { useMessages } from '../../messages/useMessages.js'
import { IconButton } from '../../modal/IconButton.js'

const copyIcon = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </svg>
)

/**
 * Account's address line with its copy button (and its rehearsal's); the
 * address (or its label) links to the account's explorer page when the
 * network has an explorer.
 */
export function AddressRow({
  text,
  href,
  onCopy,
}: {
  text: string
  href?: string | undefined
  onCopy: () => void
}) {
  const messages = useMessages()
  return (
    <div className="l-address">
      {href ? (
        <a href={href} target="_blank" rel="noreferrer">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
      <IconButton label={messages.copyAddress} onClick={onCopy}>
        {copyIcon}
      </IconButton>
    </div>
  )
}
