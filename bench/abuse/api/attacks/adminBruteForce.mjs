// A5: admin token brute force: GET /admin/projects with wrong bearer
// tokens from one address. The API must lock the guesser out; afterwards
// the right token still works from another address.
import { randomBytes } from 'node:crypto'
import { Agent } from 'node:http'
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

const sizes = {
  test: { guesses: 300, parallel: 8 },
  bench: { guesses: 3_000, parallel: 16 },
}

/** @param {{ url: string, scale: 'test' | 'bench', adminToken: string }} options */
export async function adminBruteForce({ url, scale, adminToken }) {
  const size = sizes[scale]
  const statuses = createTally()
  const attacker = attackerAddress(60)
  const agent = new Agent({ keepAlive: true, localAddress: attacker })
  await runPool(size.guesses, size.parallel, async () => {
    const answer = await httpRequest(`${url}/admin/projects`, {
      headers: { authorization: `Bearer ${randomBytes(16).toString('hex')}` },
      agent,
      localAddress: attacker,
    })
    statuses.add(answer.status)
  })
  agent.destroy()
  const admin = { authorization: `Bearer ${adminToken}` }
  const rightTokenFromAttacker = (
    await httpRequest(`${url}/admin/projects`, {
      headers: admin,
      localAddress: attacker,
    })
  ).status
  const rightTokenFromElsewhere = (
    await httpRequest(`${url}/admin/projects`, {
      headers: admin,
      localAddress: attackerAddress(61),
    })
  ).status
  return {
    guesses: size.guesses,
    statuses: statuses.counts,
    rightTokenFromAttacker,
    rightTokenFromElsewhere,
  }
}
