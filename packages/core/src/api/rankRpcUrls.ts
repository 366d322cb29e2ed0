import { FALLBACK_POLLING_MS, FALLBACK_SAMPLE_COUNT } from '@latch/common'
import { http } from 'viem'
import { type RpcSample, scoreRpcSamples } from './scoreRpcSamples.js'

type VisibilityTarget = {
  readonly hidden: boolean
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

export type RankRpcUrlsParameters = {
  /** Two or more HTTP JSON-RPC URLs of one network, in configured order. */
  urls: readonly string[]
  /** Called with the URLs best first after each sample. */
  onRanked(urls: readonly string[]): void
  /** @default 4000 (SPEC §9 fallback transport polling) */
  interval?: number | undefined
  /** Samples the score is taken over. @default 10 (SPEC §9) */
  sampleCount?: number | undefined
  /** A ping slower than this counts as failed. @default 1000 (viem's) */
  timeout?: number | undefined
  /** While it is hidden no URL is pinged (default: the page's document). */
  document?: VisibilityTarget | undefined
}

/**
 * Ranks a network's RPC URLs the way viem's `fallback` does with
 * `rank: { interval: 4000, sampleCount: 10 }` — every URL pinged with
 * `eth_blockNumber` each interval, scored on the last samples
 * (`scoreRpcSamples`) — but stoppable: the returned function ends it (no
 * ping after it), and nothing is pinged while the page is hidden (the
 * next sample is taken when it shows again). viem's own ranker runs for
 * the page's life once its transport exists.
 */
export function rankRpcUrls(parameters: RankRpcUrlsParameters): () => void {
  const {
    urls,
    onRanked,
    interval = FALLBACK_POLLING_MS,
    sampleCount = FALLBACK_SAMPLE_COUNT,
    timeout = 1_000,
    document = (globalThis as { document?: VisibilityTarget }).document,
  } = parameters
  const transports = urls.map((url) =>
    http(url, { retryCount: 0, timeout })({ retryCount: 0, timeout }),
  )
  const samples: RpcSample[][] = []
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const ping = async (
    transport: (typeof transports)[number],
  ): Promise<RpcSample> => {
    const start = Date.now()
    try {
      await transport.request({ method: 'eth_blockNumber' })
      return { latency: Date.now() - start, success: 1 }
    } catch {
      return { latency: Date.now() - start, success: 0 }
    }
  }
  const onVisible = () => {
    if (document?.hidden) return
    document?.removeEventListener('visibilitychange', onVisible)
    void sample()
  }
  async function sample() {
    if (stopped) return
    if (document?.hidden) {
      document.addEventListener('visibilitychange', onVisible)
      return
    }
    const taken = await Promise.all(transports.map(ping))
    if (stopped) return
    samples.push(taken)
    if (samples.length > sampleCount) samples.shift()
    onRanked(scoreRpcSamples(samples).map((i) => urls[i] as string))
    timer = setTimeout(sample, interval)
  }
  void sample()
  return () => {
    stopped = true
    clearTimeout(timer)
    document?.removeEventListener('visibilitychange', onVisible)
  }
}
