import { afterPaint } from '@latch/common'
import {
  createContext,
  type DependencyList,
  type EffectCallback,
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

/** The store Modal tells when its views show and hide. */
export type WritableViewShownStore = ViewShownStore & {
  /**
   * Hidden at once; shown after the next paint, so the frame that shows a
   * view has only the view: what waited for it (icons' requests,
   * preloads, fetches) starts in the task after.
   */
  show(shown: boolean): void
}

export function createViewShownStore(): WritableViewShownStore {
  const listeners = new Set<() => void>()
  let current = false
  let pending: (() => void) | undefined
  const set = (shown: boolean) => {
    if (shown === current) return
    current = shown
    for (const listener of [...listeners]) listener()
  }
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    show(shown) {
      pending?.()
      pending = undefined
      if (!shown) return set(false)
      pending = afterPaint(() => {
        pending = undefined
        set(true)
      })
    },
  }
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
  effect: EffectCallback,
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
      if (running) cleanup = effect() ?? undefined
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
