/** Runs at most `concurrency` of the tasks given to it at once. */
export function createQueue(concurrency: number) {
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

export type Queue = ReturnType<typeof createQueue>

/**
 * Reads every chain: one chain's failure is the answer's (a 502), across
 * several chains failing ones are skipped so one node down does not hide
 * the others.
 */
export async function readChains<C, T>(
  planned: readonly C[],
  read: (chain: C) => Promise<T[]>,
): Promise<T[]> {
  if (planned.length === 1 && planned[0] !== undefined) return read(planned[0])
  const perChain = await Promise.allSettled(planned.map(read))
  return perChain.flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
}
