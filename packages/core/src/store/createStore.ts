type StoreListener<S> = (state: S, previous: S) => void

type SubscribeOptions<T> = {
  /** Compares selected values; defaults to `Object.is`. */
  equalityFn?: ((a: T, b: T) => boolean) | undefined
  /** Calls the listener once right away with the current value. */
  fireImmediately?: boolean | undefined
}

/** A minimal vanilla store, made per config: never a module singleton. */
export type Store<S> = {
  getState(): S
  setState(update: S | ((state: S) => S)): void
  subscribe<T>(
    selector: (state: S) => T,
    listener: (selected: T, previous: T) => void,
    options?: SubscribeOptions<T>,
  ): () => void
}

/**
 * Creates a store. Listeners run synchronously after each change, in the
 * order they subscribed; a listener subscribed during a notification waits
 * for the next change.
 */
export function createStore<S>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<StoreListener<S>>()

  return {
    getState: () => state,
    setState(update) {
      const next =
        typeof update === 'function'
          ? (update as (state: S) => S)(state)
          : update
      if (Object.is(next, state)) return
      const previous = state
      state = next
      for (const listener of [...listeners]) listener(state, previous)
    },
    subscribe(selector, listener, options = {}) {
      const equal = options.equalityFn ?? Object.is
      let current = selector(state)
      const onChange: StoreListener<S> = (next) => {
        const selected = selector(next)
        if (equal(current, selected)) return
        const previous = current
        current = selected
        listener(selected, previous)
      }
      listeners.add(onChange)
      if (options.fireImmediately) listener(current, current)
      return () => {
        listeners.delete(onChange)
      }
    },
  }
}
