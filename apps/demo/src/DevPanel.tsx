import { type ReactNode, useId, useState } from 'react'
import { messages } from './messages.js'

const KEY = 'latch-demo.devPanel'

/** Open with `?dev=1`, else as the visitor last left it. */
function initiallyOpen(): boolean {
  if (new URLSearchParams(location.search).get('dev') === '1') return true
  try {
    return localStorage.getItem(KEY) === 'open'
  } catch {
    return false
  }
}

/**
 * The developer panel (hook values, raw actions) behind a disclosure
 * button; its state is remembered in localStorage.
 */
export function DevPanel({ children }: { children: ReactNode }) {
  const contentId = useId()
  const [open, setOpen] = useState(initiallyOpen)
  const toggle = () => {
    const next = !open
    setOpen(next)
    try {
      localStorage.setItem(KEY, next ? 'open' : 'closed')
    } catch {
      // Storage blocked: the panel still toggles for this visit.
    }
  }
  return (
    <section className="dev">
      <button
        type="button"
        className="disclosure"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={toggle}
      >
        {messages.devPanel}
      </button>
      <div id={contentId} hidden={!open}>
        {open && children}
      </div>
    </section>
  )
}
