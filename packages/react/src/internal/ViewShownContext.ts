import {
  createContext,
  type DependencyList,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react'

/**
 * Whether the views in it are shown: false while Modal keeps Connect
 * built, invisible, between opens (its standby). A store rather than a
 * context value, so that showing the standby re-renders nothing but what
 * reads it (`useViewShown`) and starts what waited for it
 * (`useEffectWhenShown`).
 */
export type ViewShownStore = {
  get(): boolean
  subscribe(listener: () => void): () => void
}

/** A store Modal writes: `current` while rendering, `notify` once committed. */
export type WritableViewShownStore = ViewShownStore & {
  current: boolean
  notify(): void
}

export function createViewShownStore(): WritableViewShownStore {
  const listeners = new Set<() => void>()
  const store: WritableViewShownStore = {
    current: false,
    get: () => store.current,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    notify() {
      for (const listener of [...listeners]) listener()
    },
  }
  return store
}

const ALWAYS_SHOWN: ViewShownStore = {
  get: () => true,
  subscribe: () => () => {},
}

/** Outside the modal (a host's own use of a hook) views count as shown. */
export const ViewShownContext = createContext<ViewShownStore>(ALWAYS_SHOWN)

/** Whether the view around is shown; re-renders the caller when it changes. */
export function useViewShown(): boolean {
  const store = useContext(ViewShownContext)
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/**
 * `useEffect`, run only while the view around is shown: started when it
 * shows, cleaned up when it hides — without rendering the caller again.
 */
export function useEffectWhenShown(
  effect: () => undefined | (() => void),
  deps: DependencyList,
): void {
  const store = useContext(ViewShownContext)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, as useEffect's
  useEffect(() => {
    let cleanup: (() => void) | undefined
    let running = false
    const sync = () => {
      if (store.get() === running) return
      running = !running
      if (running) cleanup = effect()
      else {
        cleanup?.()
        cleanup = undefined
      }
    }
    sync()
    const unsubscribe = store.subscribe(sync)
    return () => {
      unsubscribe()
      cleanup?.()
    }
  }, [store, ...deps])
}
