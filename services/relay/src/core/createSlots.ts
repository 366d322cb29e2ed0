/** A counting semaphore: at most `max` works run at once, the rest queue. */
export type Slots = {
  /** Runs `work` once a slot is free; the slot is freed when it settles. */
  run<T>(work: () => Promise<T>): Promise<T>
}

/**
 * At most `max` concurrent works, first come first served (a freed slot
 * passes straight to the next waiter).
 */
export function createSlots(max: number): Slots {
  let busy = 0
  const queue: (() => void)[] = []
  return {
    async run(work) {
      if (busy >= max) await new Promise<void>((resolve) => queue.push(resolve))
      else busy++
      try {
        return await work()
      } finally {
        const next = queue.shift()
        if (next) next()
        else busy--
      }
    },
  }
}
