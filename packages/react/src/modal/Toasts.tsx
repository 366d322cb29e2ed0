import type { Toast } from '@latch/core'
import { useMessages } from '../messages/useMessages.js'

/**
 * The polite live region that announces core's toast. It stays mounted
 * (empty) so screen readers notice each new message. A toast's link (the
 * sent transaction on an explorer) opens in a new tab.
 */
export function Toasts({ toast }: { toast: Toast | undefined }) {
  const messages = useMessages()
  return (
    <div
      className="l-toasts"
      role="status"
      aria-live="polite"
      aria-label={messages.notifications}
    >
      {toast && (
        <div key={toast.id} className="l-toast" data-variant={toast.variant}>
          <span>{toast.message}</span>
          {toast.link && (
            <>
              {' '}
              <a href={toast.link.href} target="_blank" rel="noreferrer">
                {toast.link.label}
              </a>
            </>
          )}
        </div>
      )}
    </div>
  )
}
