export type CreateRequestQueueParameters<item> = {
  /** Emits the next request to the wallet. */
  onNext: (item: item) => void
  /** Delay before the next request is emitted, in ms; 0 disables it. */
  delay?: number | undefined
}

/**
 * Session requests go to the wallet one at a time: `idle` until one is
 * pushed, `active` until it is `complete`d, then the next is emitted after
 * `delay` ms (SPEC §4).
 */
export function createRequestQueue<item extends { id: number }>({
  onNext,
  delay = 0,
}: CreateRequestQueueParameters<item>) {
  const queue: item[] = []
  let state: 'idle' | 'active' = 'idle'
  let current: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const next = () => {
    timer = undefined
    const item = queue.shift()
    if (!item) {
      state = 'idle'
      current = undefined
      return
    }
    state = 'active'
    current = item.id
    onNext(item)
  }

  return {
    get state() {
      return state
    },
    get size() {
      return queue.length
    },
    push(item: item) {
      queue.push(item)
      if (state === 'idle' && !timer) next()
    },
    /** The request was answered or expired: move on. */
    complete(id: number) {
      const index = queue.findIndex((item) => item.id === id)
      if (index >= 0) queue.splice(index, 1)
      if (current !== id) return
      current = undefined
      state = 'idle'
      if (delay > 0) timer = setTimeout(next, delay)
      else next()
    },
    clear() {
      clearTimeout(timer)
      queue.length = 0
    },
  }
}
