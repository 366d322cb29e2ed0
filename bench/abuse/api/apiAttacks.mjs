// The API attacks of issue #7, by id.
import { adminBruteForce } from './attacks/adminBruteForce.mjs'
import { analyticsFlood } from './attacks/analyticsFlood.mjs'
import { hostileJson } from './attacks/hostileJson.mjs'
import { hugeBodies } from './attacks/hugeBodies.mjs'
import { namesFlood } from './attacks/namesFlood.mjs'
import { onrampSessionsFlood } from './attacks/onrampSessionsFlood.mjs'
import { quotesFlood } from './attacks/quotesFlood.mjs'
import { rpcDrain } from './attacks/rpcDrain.mjs'
import { sponsorshipDrain } from './attacks/sponsorshipDrain.mjs'

/**
 * @typedef {{ url: string, scale: 'test' | 'bench', projectId: string, adminToken: string }} ApiAttackContext
 * @typedef {{ id: string, title: string, normalRpc?: boolean, run(context: ApiAttackContext): Promise<Record<string, unknown>> }} ApiAttack
 */

/** @type {ApiAttack[]} */
export const apiAttacks = [
  { id: 'A1', title: 'huge and chunked request bodies', run: hugeBodies },
  { id: 'A2', title: 'analytics /e flood', run: analyticsFlood },
  {
    id: 'A3',
    title: 'RPC proxy batches draining a project',
    normalRpc: true,
    run: rpcDrain,
  },
  { id: 'A4', title: 'names registration flood', run: namesFlood },
  { id: 'A5', title: 'admin token brute force', run: adminBruteForce },
  { id: 'A6', title: 'deeply nested JSON and NUL bytes', run: hostileJson },
  {
    id: 'A7',
    title: 'gas sponsorship drain (ERC-7677 paymaster)',
    run: sponsorshipDrain,
  },
  { id: 'A8', title: 'swap quote flood', run: quotesFlood },
  { id: 'A9', title: 'card on-ramp session flood', run: onrampSessionsFlood },
]
