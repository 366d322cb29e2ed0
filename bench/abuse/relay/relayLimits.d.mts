export type RelayAbuseLimits = {
  env: Record<string, string>
  maxBatchSize: number
  maxFrameBytes: number
  handshakeTimeoutMs: number
  idleTimeoutMs: number
  partialMessageTimeoutMs: number
  pingIntervalMs: number
  rssBoundBytes: number
}

/** The limits the abuse suite starts latch-relay with. */
export function relayAbuseLimits(
  scale: 'test' | 'bench',
  mode: 'memory' | 'redis',
  overrides?: Record<string, number>,
): RelayAbuseLimits
