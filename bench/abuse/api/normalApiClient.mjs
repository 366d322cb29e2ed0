// The normal API user during an attack: from 127.0.0.1 over keep-alive
// connections, GET /getWallets of the dev project two at a time, and with
// `rpcProjectId` one eth_blockNumber through the RPC proxy every 100 ms
// (10/s, well within the per-project limit) with the project's allowed
// Origin. Every answer must be 200.
import { Agent } from 'node:http'
import { percentile, sleep } from '../../lib/stats.mjs'
import { httpRequest } from './httpRequest.mjs'

const RPC_INTERVAL_MS = 100

/**
 * @typedef {object} NormalApiReport
 * @property {number} requests
 * @property {number} ok answers with status 200
 * @property {Record<string, number>} statuses answers by status (0 = no answer)
 * @property {number | undefined} p50Ms
 * @property {number | undefined} p99Ms
 * @property {string[]} failures what went wrong, in words (empty = fine)
 */

/**
 * @param {string} url the API's base URL
 * @param {{ projectId: string, rpcProjectId?: string, origin?: string, parallel?: number, pauseMs?: number }} options
 */
export function startNormalApiClient(
  url,
  {
    projectId,
    rpcProjectId,
    origin = 'http://127.0.0.1:3000',
    parallel = 2,
    pauseMs = 10,
  },
) {
  const agent = new Agent({ keepAlive: true, maxSockets: parallel + 1 })
  const latencies = []
  /** @type {Record<string, number>} */
  const statuses = {}
  const failures = []
  let requests = 0
  let ok = 0
  let stopping = false
  const rpcBody = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_blockNumber',
    params: [],
  })
  const one = async (rpc) => {
    const answer = rpc
      ? await httpRequest(
          `${url}/v1/?chainId=eip155:31337&projectId=${rpcProjectId}`,
          {
            method: 'POST',
            headers: { origin },
            body: rpcBody,
            agent,
          },
        )
      : await httpRequest(
          `${url}/getWallets?projectId=${projectId}&page=1&entries=10`,
          { agent },
        )
    requests++
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    latencies.push(answer.ms)
    if (answer.status === 200) ok++
    else if (failures.length < 20)
      failures.push(
        `${rpc ? 'POST /v1 rpc' : 'GET /getWallets'}: ${answer.status} ${answer.error ?? answer.body.slice(0, 120)}`,
      )
  }
  const loops = Array.from({ length: parallel }, async () => {
    while (!stopping) {
      await one(false)
      await sleep(pauseMs)
    }
  })
  if (rpcProjectId !== undefined)
    loops.push(
      (async () => {
        while (!stopping) {
          await one(true)
          await sleep(RPC_INTERVAL_MS)
        }
      })(),
    )
  return {
    /** @returns {Promise<NormalApiReport>} */
    async stop() {
      stopping = true
      await Promise.all(loops)
      agent.destroy()
      return {
        requests,
        ok,
        statuses,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        failures,
      }
    },
  }
}
