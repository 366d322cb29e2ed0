// Section "abuse" (issue #7): every attack of the abuse suite against a
// real latch-relay process (memory and Redis) and a real latch-api process
// (PGlite and PostgreSQL; one process per mode, its peak reset before
// each attack) while a normal client keeps working. Per attack
// × mode: the server's peak RSS during the attack (VmHWM) against the
// bound its README documents for the limits it was started with, the
// normal client's p99 latency (relay: against its p99 with no attack, R0,
// run first in each mode), crashes and acked messages lost. The attack
// and client code is bench/abuse/, shared with the abuse tests
// (services/*/test/abuse/*.abuse.test.ts), which run it at a smaller scale.

import { apiAttacks } from '../abuse/api/apiAttacks.mjs'
import { runApiAttack } from '../abuse/api/runApiAttack.mjs'
import { startApiTarget } from '../abuse/api/startApiTarget.mjs'
import { createDatabase } from '../abuse/createDatabase.mjs'
import { relayAttacks, relayQuiet } from '../abuse/relay/relayAttacks.mjs'
import { runRelayScenario } from '../abuse/relay/runRelayScenario.mjs'
import { startRedisServer } from '../abuse/startRedisServer.mjs'
import { budgets } from '../budgets.mjs'
import { startPostgres } from '../lib/startPostgres.mjs'
import { ms } from '../lib/stats.mjs'

const MiB = 1024 * 1024
const mib = (bytes) => `${(bytes / MiB).toFixed(0)} MiB`

/** One table row (and its budget checks) from a scenario result. */
function toRow(result) {
  const normal = result.normal
  const lost = normal.lost ?? 0
  const failures = normal.failures?.length ?? 0
  return {
    attack: `${result.attack} ${result.title}`,
    mode: result.mode,
    peakRssBytes: result.peakRssBytes,
    rssBoundBytes: result.rssBoundBytes,
    p99Ms: normal.p99Ms,
    clientLoopP99Ms: normal.clientLoopDelayP99Ms,
    serverLoopP99Ms: result.serverLoopDelay?.p99Ms,
    crashes: result.alive ? 0 : 1,
    lost,
    normalFailures: failures,
    attackError: result.error ? result.error.split('\n')[0] : undefined,
    attacker: result.attacker,
    normal,
  }
}

function printTable(rows) {
  const header = [
    'attack',
    'mode',
    'peak RSS',
    'bound',
    'normal p99',
    'client loop p99',
    'server loop p99',
    'crashes',
    'lost',
    'normal failures',
  ]
  const lines = rows.map((row) => [
    row.attack.slice(0, 52),
    row.mode,
    mib(row.peakRssBytes),
    mib(row.rssBoundBytes),
    ms(row.p99Ms),
    ms(row.clientLoopP99Ms),
    ms(row.serverLoopP99Ms),
    String(row.crashes),
    String(row.lost),
    String(row.normalFailures),
  ])
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => l[i].length)),
  )
  const format = (cells) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
  console.log(format(header))
  for (const line of lines) console.log(format(line))
  for (const row of rows) {
    console.log(
      `\n${row.attack} (${row.mode}): attacker saw ${JSON.stringify(row.attacker)}`,
    )
    if (row.attackError) console.log(`  attack error: ${row.attackError}`)
    if (row.normalFailures)
      console.log(`  normal client: ${row.normal.failures.join('; ')}`)
  }
}

/** Runs every scenario; returns `{ results, checks }` for bench/run.mjs. */
export async function benchAbuse() {
  const rows = []
  const redis = await startRedisServer()
  try {
    for (const mode of ['memory', 'redis'])
      for (const attack of [relayQuiet, ...relayAttacks]) {
        if (attack.redisOnly && mode !== 'redis') continue
        console.log(`relay ${attack.id} (${mode}) …`)
        rows.push(
          toRow(
            await runRelayScenario({
              attack: attack.id,
              mode,
              redisUrl: redis.url,
              scale: 'bench',
            }),
          ),
        )
      }
  } finally {
    await redis.stop()
  }
  const postgres = await startPostgres()
  try {
    for (const mode of ['pglite', 'postgres']) {
      const databaseUrl =
        mode === 'postgres' ? await createDatabase(postgres.url) : undefined
      const target = await startApiTarget({ mode, databaseUrl, scale: 'bench' })
      try {
        for (const attack of apiAttacks) {
          console.log(`api ${attack.id} (${mode}) …`)
          rows.push(toRow(await runApiAttack(target, attack.id)))
        }
      } finally {
        await target.stop()
      }
    }
  } finally {
    await postgres.stop()
  }
  console.log()
  printTable(rows)
  const quietP99 = (mode) =>
    rows.find(
      (r) => r.mode === mode && r.attack.startsWith(`${relayQuiet.id} `),
    )?.p99Ms
  const checks = rows.flatMap((row) => {
    const name = `${row.attack.split(' ')[0]} ${row.mode}`
    const quiet = quietP99(row.mode)
    const vsQuiet =
      quiet === undefined || row.attack.startsWith(`${relayQuiet.id} `)
        ? []
        : [
            [
              `${name} normal p99 vs quiet`,
              `${ms(row.p99Ms)} (${(row.p99Ms / quiet).toFixed(1)}× ${ms(quiet)})`,
              `≤ ${budgets.abuseRelayP99VsQuiet}× quiet`,
              row.p99Ms <= budgets.abuseRelayP99VsQuiet * quiet,
            ],
          ]
    return [
      ...vsQuiet,
      [
        `${name} peak RSS`,
        mib(row.peakRssBytes),
        `≤ ${mib(row.rssBoundBytes)} (documented)`,
        row.peakRssBytes <= row.rssBoundBytes,
      ],
      [
        `${name} crashes`,
        row.crashes,
        budgets.abuseCrashes,
        row.crashes <= budgets.abuseCrashes,
      ],
      [
        `${name} acked lost`,
        row.lost,
        budgets.abuseLost,
        row.lost <= budgets.abuseLost,
      ],
      [
        `${name} normal client failures`,
        row.normalFailures,
        budgets.abuseNormalFailures,
        row.normalFailures <= budgets.abuseNormalFailures,
      ],
      ...(row.attackError
        ? [[`${name} attack ran`, row.attackError, 'no error', false]]
        : []),
    ]
  })
  return { results: rows, checks }
}
