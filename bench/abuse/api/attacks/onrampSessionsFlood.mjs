// A9: a card on-ramp session flood (POST /v1/generators/onrampurl) from
// several addresses: every session a stored order, mixed with bodies the
// route refuses (no wallet, a malformed address, an amount under the
// card minimum, an asset not offered). Per-IP rate (429), 4xx for the bad
// ones, never a 5xx; the orders stored are bounded by the addresses' rate
// (each order also expires and is pruned: pruneUnpaidOrders), and
// latch-api's memory stays bounded.
import { randomBytes } from 'node:crypto'
import { createTally } from '../../tally.mjs'
import { attackerAgents } from '../attackerAgents.mjs'
import { httpAnswerKey } from '../httpAnswerKey.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

const sizes = {
  test: { requests: 400, parallel: 8, addresses: 4 },
  bench: { requests: 3_000, parallel: 24, addresses: 8 },
}

/** Request `i`'s kind and its body. */
function nth(i) {
  const address = `0x${randomBytes(20).toString('hex')}`
  const session = (wallet, amount = 25) => ({
    destinationWallets: [wallet],
    defaultNetwork: 'eip155:31337',
    presetFiatAmount: amount,
  })
  switch (i % 5) {
    case 0:
    case 1:
      return [
        'session',
        session({ address, blockchains: ['eip155:31337'], assets: ['ETH'] }),
      ]
    case 2:
      return ['no wallet', { destinationWallets: [], presetFiatAmount: 25 }]
    case 3:
      return i % 10 === 3
        ? ['malformed address', session({ address: '0x12' })]
        : ['under the minimum', session({ address }, 5)]
    default:
      return ['asset not offered', session({ address, assets: ['NOPE'] })]
  }
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string }} options */
export async function onrampSessionsFlood({ url, scale, projectId }) {
  const size = sizes[scale]
  const statuses = createTally()
  const sources = attackerAgents(100, size.addresses)
  const started = performance.now()
  await runPool(size.requests, size.parallel, async (i) => {
    const [kind, body] = nth(i)
    const answer = await httpRequest(
      `${url}/v1/generators/onrampurl?projectId=${projectId}`,
      { method: 'POST', body: JSON.stringify(body), ...sources.at(i) },
    )
    statuses.add(`${kind} ${httpAnswerKey(answer)}`)
  })
  sources.destroy()
  return {
    attempts: size.requests,
    addresses: size.addresses,
    seconds: (performance.now() - started) / 1000,
    statuses: statuses.counts,
  }
}
