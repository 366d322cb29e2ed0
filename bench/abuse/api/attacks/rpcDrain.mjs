// A3: anonymous callers (no Origin, other IPs) send RPC-proxy batches of
// up to 1,000 calls to drain a project's budget. The normal client's own
// RPC calls (allowed Origin, 127.0.0.1) must keep getting answers.
import { Agent } from 'node:http'
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

export const sizes = {
  test: { requests: 240, batch: 1_000, parallel: 8, addresses: 4 },
  bench: { requests: 1_000, batch: 1_000, parallel: 16, addresses: 8 },
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string }} options */
export async function rpcDrain({ url, scale, projectId }) {
  const size = sizes[scale]
  const statuses = createTally()
  const agents = Array.from(
    { length: size.addresses },
    (_, i) =>
      new Agent({ keepAlive: true, localAddress: attackerAddress(40 + i) }),
  )
  const batch = JSON.stringify(
    Array.from({ length: size.batch }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_blockNumber',
      params: [],
    })),
  )
  await runPool(size.requests, size.parallel, async (i) => {
    const answer = await httpRequest(
      `${url}/v1/?chainId=eip155:31337&projectId=${projectId}`,
      {
        method: 'POST',
        body: batch,
        agent: agents[i % agents.length],
        localAddress: attackerAddress(40 + (i % size.addresses)),
      },
    )
    statuses.add(answer.status)
  })
  for (const agent of agents) agent.destroy()
  return {
    requests: size.requests,
    callsPerRequest: size.batch,
    statuses: statuses.counts,
  }
}
