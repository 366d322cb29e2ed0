import { type ComponentType, lazy, Suspense } from 'react'
import { useMessages } from '../messages/useMessages.js'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

function Loading() {
  const messages = useMessages()
  return (
    <p className="l-muted" role="status">
      {messages.loading}
    </p>
  )
}

/**
 * A view in its own chunk, fetched on first use (or on `preload()`, e.g.
 * when the view leading to it mounts), so views a visitor may never open
 * cost nothing before the first click.
 */
export function lazyView<P extends object>(load: Loader<P>) {
  let promise: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    promise ??= load().catch((error: unknown) => {
      // A failed chunk load is retried on the next use.
      promise = undefined
      throw error
    })
    return promise
  }
  const Lazy = lazy(preload)
  function LazyView(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return Object.assign(LazyView, { preload })
}
