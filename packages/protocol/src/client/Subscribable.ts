type Listener = (payload: never) => void

/**
 * Minimal typed event source that long-lived objects extend. Subclasses
 * may override `onSubscribe`/`onUnsubscribe` to set things up lazily.
 */
export class Subscribable<events extends Record<string, unknown>> {
  #listeners = new Map<keyof events, Set<Listener>>()

  on<name extends keyof events>(
    name: name,
    listener: (payload: events[name]) => void,
  ): () => void {
    let set = this.#listeners.get(name)
    if (!set) this.#listeners.set(name, (set = new Set()))
    set.add(listener as Listener)
    this.onSubscribe(name)
    return () => this.off(name, listener)
  }

  once<name extends keyof events>(
    name: name,
    listener: (payload: events[name]) => void,
  ): () => void {
    const off = this.on(name, (payload) => {
      off()
      listener(payload)
    })
    return off
  }

  off<name extends keyof events>(
    name: name,
    listener: (payload: events[name]) => void,
  ): void {
    const set = this.#listeners.get(name)
    if (set?.delete(listener as Listener)) this.onUnsubscribe(name)
  }

  listenerCount(name: keyof events): number {
    return this.#listeners.get(name)?.size ?? 0
  }

  protected emit<name extends keyof events>(
    name: name,
    payload: events[name],
  ): void {
    for (const listener of [...(this.#listeners.get(name) ?? [])])
      (listener as (payload: events[name]) => void)(payload)
  }

  protected onSubscribe(_name: keyof events): void {}
  protected onUnsubscribe(_name: keyof events): void {}
}
