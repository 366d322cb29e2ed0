type Listener<T> = (data: T) => void

/** A small typed event emitter. */
export type Emitter<M extends Record<string, unknown>> = {
  on<K extends keyof M>(event: K, listener: Listener<M[K]>): () => void
  off<K extends keyof M>(event: K, listener: Listener<M[K]>): void
  emit<K extends keyof M>(
    event: K,
    ...data: undefined extends M[K] ? [M[K]?] : [M[K]]
  ): void
  /** Listens to every event, with its name. */
  onAny(listener: (event: keyof M, data: M[keyof M]) => void): () => void
  listenerCount(event?: keyof M): number
}

/**
 * Creates a typed emitter. A listener that throws does not stop the others.
 *
 * @example
 * const emitter = createEmitter<{ ping: number }>()
 * const off = emitter.on('ping', (n) => console.log(n))
 */
export function createEmitter<M extends Record<string, unknown>>(): Emitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>()
  const anyListeners = new Set<(event: keyof M, data: M[keyof M]) => void>()

  function call(fn: () => void) {
    try {
      fn()
    } catch (error) {
      // A faulty listener must not break delivery to the others.
      queueMicrotask(() => {
        throw error
      })
    }
  }

  const emitter: Emitter<M> = {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as Listener<never>)
      return () => emitter.off(event, listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener<never>)
    },
    emit(event, ...data) {
      const value = data[0] as M[typeof event]
      for (const l of [...(listeners.get(event) ?? [])])
        call(() => (l as Listener<M[typeof event]>)(value))
      for (const l of [...anyListeners]) call(() => l(event, value))
    },
    onAny(listener) {
      anyListeners.add(listener)
      return () => anyListeners.delete(listener)
    },
    listenerCount(event) {
      if (event === undefined) {
        let n = anyListeners.size
        for (const set of listeners.values()) n += set.size
        return n
      }
      return listeners.get(event)?.size ?? 0
    },
  }
  return emitter
}
