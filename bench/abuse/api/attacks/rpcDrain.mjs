// A3: anonymous callers (no Origin, other IPs) send RPC-proxy batches to
// drain a project's budget: batches of 1,000 calls (over the documented
// batch cap) and of 50 (the cap, LATCH_API_RPC_MAX_BATCH). The normal client's own
// RPC calls (allowed Origin, 127.0.0.1) must keep getting answers.
import { createTally } from '../../tally.mjs'
import { attackerAgents } from '../attackerAgents.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

/** The API's default batch cap (services/api/README.md). */
const RPC_MAX_BATCH = 50

const sizes = {
  test: { requests: 240, batch: 1_000, parallel: 8, addresses: 4 },
  bench: { requests: 1_000, batch: 1_000, parallel: 16, addresses: 8 },
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string }} options */
export async function rpcDrain({ url, scale, projectId }) {
  const size = sizes[scale]
  const statuses = createTally()
  const sources = attackerAgents(40, size.addresses)
  const batchOf = (length) =>
    JSON.stringify(
      Array.from({ length }, (_, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'eth_blockNumber',
        params: [],
      })),
    )
  const batches = [batchOf(size.batch), batchOf(RPC_MAX_BATCH)]
  await runPool(size.requests, size.parallel, async (i) => {
    const answer = await httpRequest(
      `${url}/v1/?chainId=eip155:31337&projectId=${projectId}`,
      {
        method: 'POST',
        body: batches[i % 2],
        ...sources.at(i),
      },
    )
    statuses.add(
      `${i % 2 ? RPC_MAX_BATCH : size.batch} calls: ${answer.status}`,
    )
  })
  sources.destroy()
  return {
    requests: size.requests,
    callsPerRequest: [size.batch, RPC_MAX_BATCH],
    statuses: statuses.counts,
  }
}
