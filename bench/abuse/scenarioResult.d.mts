// Types of the abuse scenarios' results, for the TypeScript tests that run
// them (services/*/src/abuse/*.abuse.test.ts).

/** What the normal relay clients saw (relay/normalRelayClient.mjs). */
export type NormalRelayReport = {
  published: number
  acked: number
  delivered: number
  lost: number
  duplicates: number
  rejected: number
  unanswered: number
  disconnects: number
  p50Ms: number | undefined
  p99Ms: number | undefined
  /**
   * The client process's own event-loop delay, p99 (ms): how late it ran
   * because the machine was busy, which its p99 includes.
   */
  clientLoopDelayP99Ms: number
  failures: string[]
}

/** What the normal API client saw (api/normalApiClient.mjs). */
export type NormalApiReport = {
  requests: number
  ok: number
  statuses: Record<string, number>
  p50Ms: number | undefined
  p99Ms: number | undefined
  failures: string[]
}

/** One attack against one server process in one mode. */
export type AbuseScenarioResult<Normal> = {
  attack: string
  title: string
  mode: string
  /** The server was still running when the attack ended. */
  alive: boolean
  /** The server's peak RSS during the attack (VmHWM, reset after start-up). */
  peakRssBytes: number
  /** The bound its README documents for the limits it was started with. */
  rssBoundBytes: number
  normal: Normal
  /**
   * The server's own event-loop delay from the attack's start to the
   * normal client's stop (relay scenarios), apart from the machine's
   * load on the normal client.
   */
  serverLoopDelay?: { p99Ms: number; maxMs: number } | undefined
  /** What the attacker saw: tallies of answers, statuses, close codes. */
  // biome-ignore lint/suspicious/noExplicitAny: free-form per attack
  attacker: Record<string, any>
  /** The attack code itself failed (message and stack). */
  error: string | undefined
  logTail: string
}
