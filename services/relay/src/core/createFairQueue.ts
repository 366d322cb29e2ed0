/** Synchronous work run in later event-loop turns, fairly between keys. */
export type FairQueue = {
  /**
   * Runs `job` in a later turn, after at most one job of each other key
   * queued before it; resolves with what it returns (rejects with what it
   * throws).
   */
  run<T>(key: string, job: () => T | Promise<T>): Promise<T>
  /** Jobs waiting, over all keys. */
  size(): number
}

export type CreateFairQueueParameters = {
  /**
   * Work a turn does before it yields to I/O, ms: the longest a quiet
   * socket's frame waits behind queued jobs (plus one job). @default 2
   */
  turnBudgetMs?: number | undefined
  /** Clock, ms. @default performance.now */
  now?: (() => number) | undefined
}

/**
 * Round-robin over keys (the relay keys by client IP): each turn (one
 * `setImmediate`) takes one job of the first key in line, moves that key to
 * the back and goes on until the turn's budget is spent, then yields, so
 * frames of every socket are read between turns. One key's hundred jobs
 * wait behind another key's one; a turn runs at least one job.
 */
export function createFairQueue({
  turnBudgetMs = 2,
  now = () => performance.now(),
}: CreateFairQueueParameters = {}): FairQueue {
  /** Key → its jobs, oldest first; Map order is the round-robin order. */
  const lines = new Map<string, (() => void)[]>()
  let waiting = 0
  let scheduled = false

  function turn() {
    scheduled = false
    const start = now()
    for (;;) {
      const first = lines.entries().next()
      if (first.done) return
      const [key, jobs] = first.value
      lines.delete(key)
      const job = jobs.shift() as () => void
      if (jobs.length > 0) lines.set(key, jobs)
      waiting--
      job()
      if (lines.size > 0 && now() - start >= turnBudgetMs) {
        schedule()
        return
      }
    }
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(turn)
  }

  return {
    run(key, job) {
      return new Promise((resolve, reject) => {
        const jobs = lines.get(key)
        const wrapped = () => {
          try {
            resolve(job())
          } catch (error) {
            reject(error)
          }
        }
        if (jobs) jobs.push(wrapped)
        else lines.set(key, [wrapped])
        waiting++
        schedule()
      })
    },
    size: () => waiting,
  }
}
