import type {
  AbuseScenarioResult,
  NormalApiReport,
} from '../scenarioResult.d.mts'

export type { AbuseScenarioResult, NormalApiReport }

/** The project under attack (analytics on, loopback origins). */
export const ABUSE_PROJECT_ID: string
/** The project the normal client reads wallets with. */
export const NORMAL_PROJECT_ID: string

/** Runs one API attack against a fresh latch-api process. */
export function runApiScenario(options: {
  attack: string
  mode: 'pglite' | 'postgres'
  databaseUrl?: string | undefined
  scale?: 'test' | 'bench'
}): Promise<AbuseScenarioResult<NormalApiReport>>
