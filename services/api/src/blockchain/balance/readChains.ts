/** Runs at most `concurrency` of the tasks given to it at once. */
function createQueue(concurrency: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency)
      await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

type Queue = ReturnType<typeof createQueue>

/** How one balance request calls the chain nodes. */
export type NodeCalls = {
  /** Shared by all the request's calls (`concurrency` at once). */
  queue: Queue
  /** Each call's time limit. */
  timeoutMs: number
}

/**
 * Reads every chain, the node calls of all going through one queue of
 * `concurrency`: one chain's failure is the answer's (a 502), across
 * several chains failing ones are skipped so one node down does not hide
 * the others.
 */
export async function readChains<C, T>(
  planned: readonly C[],
  { concurrency, timeoutMs }: { concurrency: number; timeoutMs: number },
  read: (chain: C, calls: NodeCalls) => Promise<T[]>,
): Promise<T[]> {
  const calls = { queue: createQueue(Math.max(1, concurrency)), timeoutMs }
  const readOne = (chain: C) => read(chain, calls)
  if (planned.length === 1 && planned[0] !== undefined)
    return readOne(planned[0])
  const perChain = await Promise.allSettled(planned.map(readOne))
  return perChain.flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
}
