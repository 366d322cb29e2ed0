type Listener = (...args: never[]) => void

/** A tiny event emitter with the `on`/`removeListener` shape of EIP-1193. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (...args: unknown[]) => void)(...args)
        } catch (error) {
          // A throwing listener must not break the wallet or other listeners.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
