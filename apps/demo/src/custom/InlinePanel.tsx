import { LatchInlineModal } from '@latch/react'
import { useId } from 'react'
import { messages } from '../messages.js'

/**
 * `?inline=1`: the Latch modal rendered in the page (LatchInlineModal,
 * SPEC §2 embedded mode) instead of over it.
 */
export function InlinePanel() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.inlineHeading}</h2>
      <LatchInlineModal />
    </section>
  )
}
