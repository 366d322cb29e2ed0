import { expect } from 'vitest'
import type {
  AbuseScenarioResult,
  NormalRelayReport,
} from '../../../../bench/abuse/relay/runRelayScenario.mjs'

/**
 * What every relay attack must leave intact: the attack ran, the relay
 * process is alive, its peak RSS stayed under the bound it documents, and
 * the normal clients were never cut off, got every publish answered `true`
 * and every acked message delivered exactly once.
 */
export function expectServerHeld(
  result: AbuseScenarioResult<NormalRelayReport>,
): void {
  const context = `${result.attack} ${result.mode}\n${result.logTail}`
  expect(result.error, context).toBeUndefined()
  expect(result.alive, context).toBe(true)
  expect(result.peakRssBytes, context).toBeLessThanOrEqual(result.rssBoundBytes)
  const normal = result.normal
  expect(normal.failures, context).toEqual([])
  expect(normal.published).toBeGreaterThan(0)
  expect(normal.acked).toBe(normal.published)
  expect(normal.lost).toBe(0)
  expect(normal.duplicates).toBe(0)
  expect(normal.delivered).toBe(normal.acked)
}
