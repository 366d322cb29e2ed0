// A2: a flood of analytics events (POST /e) with fresh event ids and the
// largest props allowed, from a few addresses, for a project with
// analytics on. The API must rate-limit (per IP, per project) and stop
// storing at the project's daily quota.
import { randomBytes } from 'node:crypto'
import { createTally } from '../../tally.mjs'
import { attackerAgents } from '../attackerAgents.mjs'
import { httpAnswerKey } from '../httpAnswerKey.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

const sizes = {
  test: { events: 1_500, parallel: 12, addresses: 3 },
  bench: { events: 8_000, parallel: 24, addresses: 6 },
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string }} options */
export async function analyticsFlood({ url, scale, projectId }) {
  const size = sizes[scale]
  const statuses = createTally()
  const sources = attackerAgents(30, size.addresses)
  const props = { blob: 'p'.repeat(7_000) }
  await runPool(size.events, size.parallel, async (i) => {
    const body = JSON.stringify({
      eventId: randomBytes(16).toString('hex'),
      url: 'https://flood.example/',
      domain: 'flood.example',
      timestamp: Date.now(),
      props,
    })
    const answer = await httpRequest(
      `${url}/e?projectId=${projectId}&st=abuse&sv=1`,
      {
        method: 'POST',
        body,
        ...sources.at(i),
      },
    )
    statuses.add(httpAnswerKey(answer))
  })
  sources.destroy()
  return { events: size.events, statuses: statuses.counts }
}
