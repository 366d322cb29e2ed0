import { useSiwx } from '@latch/react'
import { useId } from 'react'
import { messages } from './messages.js'

/** Sign-in state and a Sign out button; shown when `?siwx=` is set. */
export function SiwxPanel() {
  const headingId = useId()
  const { state, signOut } = useSiwx()
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.siwxHeading}</h2>
      <dl>
        <dt>siwx.status</dt>
        <dd>{state?.status ?? messages.none}</dd>
        <dt>siwx.address</dt>
        <dd>{state?.session?.data.accountAddress ?? messages.none}</dd>
      </dl>
      <button
        type="button"
        disabled={state?.status !== 'signedIn'}
        onClick={() => void signOut().catch(() => {})}
      >
        {messages.siwxSignOut}
      </button>
    </section>
  )
}
