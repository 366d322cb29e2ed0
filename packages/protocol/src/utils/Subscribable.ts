type Listener = (payload: never) => void

/**
 * Tiny typed event source for long-lived objects (style #18). Subclasses
 * call `notify`.
 */
export class Subscribable<events extends Record<string, unknown>> {
  #listeners = new Map<keyof events, Set<Listener>>()

  /** Adds a listener; returns a function that removes it. */
  on<name extends keyof events>(
    name: name,
    listener: (payload: events[name]) => void,
  ): () => void {
    const set = this.#listeners.get(name) ?? new Set<Listener>()
    this.#listeners.set(name, set)
    set.add(listener as Listener)
    return () => this.off(name, listener)
  }

  off<name extends keyof events>(
    name: name,
    listener: (payload: events[name]) => void,
  ): void {
    this.#listeners.get(name)?.delete(listener as Listener)
  }

  listenerCount(name: keyof events): number {
    return this.#listeners.get(name)?.size ?? 0
  }

  protected notify<name extends keyof events>(
    name: name,
    payload: events[name],
  ): void {
    for (const listener of [...(this.#listeners.get(name) ?? [])])
      (listener as (payload: events[name]) => void)(payload)
  }
}
