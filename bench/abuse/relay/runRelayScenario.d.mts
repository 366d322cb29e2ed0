import type {
  AbuseScenarioResult,
  NormalRelayReport,
} from '../scenarioResult.d.mts'

export type { AbuseScenarioResult, NormalRelayReport }

/** Runs one relay attack against a fresh latch-relay process. */
export function runRelayScenario(options: {
  attack: string
  mode: 'memory' | 'redis'
  redisUrl?: string | undefined
  scale?: 'test' | 'bench'
}): Promise<AbuseScenarioResult<NormalRelayReport>>
