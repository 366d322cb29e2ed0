import { useMessages } from '../../messages/useMessages.js'

export type AccountAction = { id: string; label: string; open: () => void }

/**
 * Account's row of actions (Send, Receive), a named group; nothing when
 * there is none.
 */
export function ActionRow({ actions }: { actions: readonly AccountAction[] }) {
  const messages = useMessages()
  if (actions.length === 0) return null
  return (
    <fieldset aria-label={messages.accountActions} className="l-actions">
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          className="l-secondary"
          onClick={action.open}
        >
          {action.label}
        </button>
      ))}
    </fieldset>
  )
}
