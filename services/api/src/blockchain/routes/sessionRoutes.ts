import { Hono } from 'hono'
import { isHex } from 'viem'
import type { AppEnv } from '../../app/types.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { clientIpRateLimit } from '../middleware/rate-limit/clientIpRateLimit.js'
import {
  findSmartSession,
  insertSmartSession,
  listSmartSessions,
  markSmartSessionRevoked,
} from '../sessions/smartSessions.js'
import { verifySessionGrant } from '../sessions/verifySessionGrant.js'
import { verifySessionRevoke } from '../sessions/verifySessionRevoke.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseAccountAddress } from '../utils/parseAccountAddress.js'

/**
 * Records and revokes per client IP: each checks a signature or the
 * DelegationManager on the chain's node (an `eth_call`), so a caller
 * cannot make the API flood the node.
 */
const RATE_LIMIT = { ratePerSecond: 2, burst: 20 }

/** The EVM address of an address or CAIP-10 id; undefined for other namespaces. */
const evmAddressOf = (account: string) => {
  const last = account.split(':').at(-1) ?? ''
  return !account.includes(':') || account.startsWith('eip155:')
    ? last
    : undefined
}

/**
 * Smart sessions (ERC-7715 grants: the embedded wallet's smart accounts
 * store theirs as they grant; any other wallet's, e.g. an EIP-7702 EOA's,
 * through the toolkit's POST), for an address or a CAIP-10 account id
 * (`eip155:1:0xab…`, what the reference client sends). GET
 * /v1/sessions/{account} lists the account's stored sessions, newest
 * first, as `{ pcis, sessions }` (the same list under the reference
 * client's field and Latch's): `pci` (the permissions context), expiry,
 * permissions, revoked. POST /v1/sessions/{account} `{ pci, chainId,
 * expiry, permissions }` stores a grant once `verifySessionGrant` found
 * the context signed by the account with exactly those caveats (400 /
 * 403 otherwise; again → the same 200). POST
 * /v1/sessions/{account}/revoke `{ pci, signature? }` marks one revoked
 * when `signature` is the account's EIP-191 signature of
 * `sessionRevokeMessage(pci)`, or, without one, when the delegation is
 * disabled on chain (403 otherwise; 404 for a context not stored for the
 * account); on chain, the owner's wallet revokes with
 * `wallet_revokePermissions`.
 */
export function sessionRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const limit = clientIpRateLimit(RATE_LIMIT)
  app.get('/v1/sessions/:address', projectMiddleware(), async (c) => {
    const address = evmAddressOf(parseAccountAddress(c.req.param('address')))
    const sessions = address
      ? await listSmartSessions(c.var.db, { address })
      : []
    return c.json({ pcis: sessions, sessions })
  })
  app.post('/v1/sessions/:address', projectMiddleware(), limit, async (c) => {
    const address = evmAddressOf(parseAccountAddress(c.req.param('address')))
    if (!address)
      throw new BlockchainApiError(
        400,
        'INVALID_ADDRESS',
        'Sessions are stored for eip155 accounts only.',
      )
    const body = await readJsonBody(c, { maxBytes: 65_536 })
    const session = await verifySessionGrant(settings, { address, body })
    await insertSmartSession(c.var.db, session)
    return c.json({ stored: true })
  })
  app.post(
    '/v1/sessions/:address/revoke',
    projectMiddleware(),
    limit,
    async (c) => {
      const address = evmAddressOf(parseAccountAddress(c.req.param('address')))
      const body = await readJsonBody(c, { maxBytes: 65_536 })
      if (
        typeof body.pci !== 'string' ||
        (body.signature !== undefined && typeof body.signature !== 'string')
      )
        throw new BlockchainApiError(
          400,
          'INVALID_BODY',
          'pci and signature (when given) must be strings.',
        )
      if (!isHex(body.pci))
        throw new BlockchainApiError(
          400,
          'INVALID_BODY',
          'pci must be a hex permissions context.',
        )
      const session =
        address &&
        (await findSmartSession(c.var.db, { address, pci: body.pci }))
      if (!session)
        throw new BlockchainApiError(
          404,
          'SESSION_NOT_FOUND',
          'No session of this account has that permissions context.',
        )
      await verifySessionRevoke(settings, {
        session,
        signature: body.signature as string | undefined,
      })
      await markSmartSessionRevoked(c.var.db, session)
      return c.json({ revoked: true })
    },
  )
  return app
}
