import { expect } from 'vitest'
import type {
  AbuseScenarioResult,
  NormalApiReport,
} from '../../../../bench/abuse/api/runApiAttack.mjs'

/**
 * What every API attack must leave intact: the attack ran, the latch-api
 * process is alive, its peak RSS stayed under the bound it documents, and
 * every request of the normal client was answered 200.
 */
export function expectServerHeld(
  result: AbuseScenarioResult<NormalApiReport>,
): void {
  const context = `${result.attack} ${result.mode}\n${result.logTail}`
  expect(result.error, context).toBeUndefined()
  expect(result.alive, context).toBe(true)
  expect(result.peakRssBytes, context).toBeLessThanOrEqual(result.rssBoundBytes)
  expect(result.normal.failures, context).toEqual([])
  expect(result.normal.requests).toBeGreaterThan(0)
  expect(result.normal.ok).toBe(result.normal.requests)
}
