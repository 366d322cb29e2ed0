export type CreateRequestQueueParameters<item> = {
  /** Emits the next request to the wallet. */
  onNext: (item: item) => void
  /** Delay before the next request is emitted, in ms; 0 disables it. */
  delay?: number | undefined
}

/**
 * Session requests go to the wallet one at a time: idle until one is
 * pushed, active until it is `complete`d, then the next is emitted after
 * `delay` ms (SPEC §4).
 */
export function createRequestQueue<item extends { id: number }>({
  onNext,
  delay = 0,
}: CreateRequestQueueParameters<item>) {
  const queue: item[] = []
  /** The id of the request emitted and not completed yet; idle if none. */
  let current: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const next = () => {
    timer = undefined
    const item = queue.shift()
    current = item?.id
    if (item) onNext(item)
  }

  return {
    push(item: item) {
      queue.push(item)
      if (current === undefined && !timer) next()
    },
    /** The request was answered or expired: move on. */
    complete(id: number) {
      const index = queue.findIndex((item) => item.id === id)
      if (index >= 0) queue.splice(index, 1)
      if (current !== id) return
      current = undefined
      if (delay > 0) timer = setTimeout(next, delay)
      else next()
    },
    clear() {
      clearTimeout(timer)
      queue.length = 0
    },
  }
}
