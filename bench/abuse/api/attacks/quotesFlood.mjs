// A8: a swap-quote flood (GET /v1/convert/quotes) from several addresses:
// every request another amount (no quote shared or kept), mixed with
// unknown tokens (each a fresh address: pool lookups that find nothing),
// amounts no pool can fill (2^256 − 1), amounts past 2^256 − 1 or with
// decimals, and a chain without swaps. Per-IP rate (429), 4xx for the bad
// ones, never a 5xx, and latch-api's memory must stay bounded.
import { randomBytes } from 'node:crypto'
import { DEMO_TOKEN_ADDRESS } from '@latch/devnet/node'
import { createTally } from '../../tally.mjs'
import { attackerAgents } from '../attackerAgents.mjs'
import { httpAnswerKey } from '../httpAnswerKey.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

const sizes = {
  test: { requests: 600, parallel: 12, addresses: 4 },
  bench: { requests: 4_000, parallel: 24, addresses: 8 },
}

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const LDT = `eip155:31337:${DEMO_TOKEN_ADDRESS}`

/** Request `i`'s kind and its `from`, `to`, `amount`. */
function nth(i) {
  const wei = (10n ** 15n * BigInt(i + 1) + BigInt(i)).toString()
  const fresh = () => `eip155:31337:0x${randomBytes(20).toString('hex')}`
  switch (i % 6) {
    case 0:
    case 1:
      return ['varied', NATIVE, LDT, wei]
    case 2:
      return ['unknown token', fresh(), LDT, wei]
    case 3:
      return ['no liquidity', NATIVE, LDT, (2n ** 256n - 1n).toString()]
    case 4:
      return i % 12 === 4
        ? ['past uint256', NATIVE, LDT, (2n ** 256n).toString()]
        : ['decimals', NATIVE, LDT, '1.5']
    default:
      return [
        'chain without swaps',
        'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:31338:${DEMO_TOKEN_ADDRESS}`,
        wei,
      ]
  }
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string }} options */
export async function quotesFlood({ url, scale, projectId }) {
  const size = sizes[scale]
  const statuses = createTally()
  const sources = attackerAgents(90, size.addresses)
  await runPool(size.requests, size.parallel, async (i) => {
    const [kind, from, to, amount] = nth(i)
    const answer = await httpRequest(
      `${url}/v1/convert/quotes?projectId=${projectId}&from=${from}&to=${to}&amount=${amount}`,
      sources.at(i),
    )
    statuses.add(`${kind} ${httpAnswerKey(answer)}`)
  })
  sources.destroy()
  return { attempts: size.requests, statuses: statuses.counts }
}
