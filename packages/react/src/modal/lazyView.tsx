import {
  type ComponentType,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import { type Messages, useMessages } from '../messages/useMessages.js'
import { ErrorMessage } from './ErrorMessage.js'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

type LazyViewOptions = {
  /** What a failed load says. @default 'somethingWentWrong' */
  failure?: keyof Messages | undefined
}

/**
 * A view in its own chunk, fetched on first use or on `preload()` (e.g.
 * when the view leading to it shows), so views a visitor may never open
 * cost nothing before the first click. Once loaded it renders at once (no
 * Suspense tick, as with the modal itself); while loading it says
 * 'Loading…', and a failed load says so with "Try again".
 *
 * Whether the chunk is there is read as an external store: a chunk that
 * arrives between a render and its effects, or while the view is hidden
 * (e.g. in a host's hidden Activity, whose effects and subscriptions
 * pause), is not missed.
 */
export function lazyView<P extends object>(
  load: Loader<P>,
  options: LazyViewOptions = {},
) {
  const failure = options.failure ?? 'somethingWentWrong'
  let promise: Promise<ComponentType<P>> | undefined
  let Loaded: ComponentType<P> | undefined
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const getLoaded = () => Loaded
  // Server HTML never has the chunk: a hydrating client starts as it did.
  const getServerLoaded = () => undefined
  const preload = () => {
    promise ??= load().then(
      (module) => {
        Loaded = module.default
        for (const listener of listeners) listener()
        return module.default
      },
      (error: unknown) => {
        // A failed chunk load is retried on the next use.
        promise = undefined
        throw error
      },
    )
    return promise
  }
  function LazyView(props: P) {
    const messages = useMessages()
    const View = useSyncExternalStore(subscribe, getLoaded, getServerLoaded)
    const [failed, setFailed] = useState(false)
    const start = useCallback(() => {
      setFailed(false)
      preload().catch(() => setFailed(true))
    }, [])
    useEffect(() => {
      if (!Loaded) start()
    }, [start])
    if (View) return <View {...props} />
    if (failed)
      return (
        <div className="l-stack">
          <ErrorMessage>{messages[failure]}</ErrorMessage>
          <button type="button" className="l-secondary" onClick={start}>
            {messages.tryAgain}
          </button>
        </div>
      )
    return (
      <p className="l-muted" role="status">
        {messages.loading}
      </p>
    )
  }
  return Object.assign(LazyView, { preload })
}
