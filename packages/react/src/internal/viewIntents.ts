import type { ViewName } from '@latch/core'

type Listener = (view: ViewName) => void

const listeners = new Set<Listener>()
let waiting: ViewName | undefined

/**
 * A page's button says which view its click will open (the pointer is
 * over it, or it has focus): the modal fetches that view's code then, so
 * the click shows the view rather than "Loading…". Said before the
 * modal's own code is there, the last such view waits for it.
 */
export function wantView(view: ViewName): void {
  if (listeners.size === 0) waiting = view
  for (const listener of listeners) listener(view)
}

/** The modal's side: `listener` gets each view a button wants. */
export function watchWantedViews(listener: Listener): () => void {
  listeners.add(listener)
  if (waiting) {
    const view = waiting
    waiting = undefined
    listener(view)
  }
  return () => {
    listeners.delete(listener)
  }
}
