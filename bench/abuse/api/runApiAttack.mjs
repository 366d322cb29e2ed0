// One API attack against a running target (startApiTarget.mjs): its peak
// RSS is reset, the normal client starts, the attack runs, then the
// figures: peak RSS vs the documented bound, alive, the normal client's
// report and what the attacker saw.
import { runAttackBesideNormal } from '../runAttackBesideNormal.mjs'
import { startNormalClient } from '../startNormalClient.mjs'
import { apiAttacks } from './apiAttacks.mjs'
import { ABUSE_PROJECT_ID, NORMAL_PROJECT_ID } from './startApiTarget.mjs'

const ATTACK_TIMEOUT_MS = 120_000

/**
 * @param {import('./startApiTarget.mjs').ApiTarget} target
 * @param {string} attack an id of apiAttacks (A1 … A9)
 * @returns {Promise<import('../scenarioResult.d.mts').AbuseScenarioResult<import('../scenarioResult.d.mts').NormalApiReport>>}
 */
export async function runApiAttack(target, attack) {
  const definition = apiAttacks.find((a) => a.id === attack)
  if (!definition) throw new Error(`unknown API attack ${attack}`)
  const { server, url, scale, adminToken } = target
  server.resetPeak()
  const normal = await startNormalClient('api', url, {
    projectId: NORMAL_PROJECT_ID,
    ...(definition.normalRpc ? { rpcProjectId: ABUSE_PROJECT_ID } : {}),
  })
  const { attacker, error, report } = await runAttackBesideNormal({
    id: attack,
    normal,
    run: () =>
      definition.run({ url, scale, projectId: ABUSE_PROJECT_ID, adminToken }),
    timeoutMs: ATTACK_TIMEOUT_MS,
  })
  return {
    attack,
    title: definition.title,
    mode: target.mode,
    alive: server.alive(),
    peakRssBytes: server.peakRssBytes(),
    rssBoundBytes: target.limits.rssBoundBytes,
    normal: report,
    attacker,
    error,
    logTail: server.logTail(),
  }
}
