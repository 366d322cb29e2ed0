/** One ping of one URL: how long it took and whether it answered. */
export type RpcSample = { readonly latency: number; readonly success: 0 | 1 }

/**
 * The order of URLs by score over the samples kept (each sample: one ping
 * per URL, same order as the URLs), best first: viem's `fallback` ranking
 * (its documented weights: stability 0.7, latency 0.3). Latency scores
 * 1 − mean latency / the slowest ping of all samples; stability is the
 * share of pings answered; a URL that never answered scores 0. Equal
 * scores keep the given order.
 */
export function scoreRpcSamples(
  samples: readonly (readonly RpcSample[])[],
  weights: { stability: number; latency: number } = {
    stability: 0.7,
    latency: 0.3,
  },
): number[] {
  const count = samples[0]?.length ?? 0
  const maxLatency = Math.max(
    0,
    ...samples.flatMap((sample) => sample.map((s) => s.latency)),
  )
  const score = (i: number) => {
    const mine = samples.map((sample) => sample[i] as RpcSample)
    const mean = (values: number[]) =>
      values.reduce((sum, v) => sum + v, 0) / values.length
    const stability = mean(mine.map((s) => s.success))
    if (stability === 0) return 0
    const latency =
      maxLatency > 0 ? 1 - mean(mine.map((s) => s.latency)) / maxLatency : 1
    return weights.latency * latency + weights.stability * stability
  }
  return Array.from({ length: count }, (_, i) => ({ i, score: score(i) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ i }) => i)
}
