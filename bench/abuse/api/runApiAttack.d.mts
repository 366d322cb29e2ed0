import type {
  AbuseScenarioResult,
  NormalApiReport,
} from '../scenarioResult.d.mts'
import type { ApiTarget } from './startApiTarget.d.mts'

export type { AbuseScenarioResult, NormalApiReport }

/** Runs one API attack (A1 … A6) against a running target. */
export function runApiAttack(
  target: ApiTarget,
  attack: string,
): Promise<AbuseScenarioResult<NormalApiReport>>
