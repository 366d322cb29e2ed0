import {
  type ComponentType,
  useCallback,
  useEffect,
  useRef,
  useState,
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
 */
export function lazyView<P extends object>(
  load: Loader<P>,
  options: LazyViewOptions = {},
) {
  const failure = options.failure ?? 'somethingWentWrong'
  let promise: Promise<ComponentType<P>> | undefined
  let Loaded: ComponentType<P> | undefined
  const preload = () => {
    promise ??= load().then(
      (module) => {
        Loaded = module.default
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
    // Loaded lives outside React; this only asks for a render once it is.
    const [, setVersion] = useState(0)
    const [failed, setFailed] = useState(false)
    const live = useRef(true)
    useEffect(() => {
      live.current = true
      return () => {
        live.current = false
      }
    }, [])
    const start = useCallback(() => {
      setFailed(false)
      preload().then(
        () => live.current && setVersion((n) => n + 1),
        () => live.current && setFailed(true),
      )
    }, [])
    useEffect(() => {
      if (!Loaded) start()
    }, [start])
    if (Loaded) return <Loaded {...props} />
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
