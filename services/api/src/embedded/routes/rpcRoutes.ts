import {
  EVM_SIGNING_METHODS,
  SOLANA_SIGNING_METHODS,
} from '@latch/common/embedded-protocol'
import { type Context, Hono } from 'hono'
import { type Hex, isHex } from 'viem'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { EmbeddedError, embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedIpRateLimit } from '../http/embeddedIpRateLimit.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { requireSession } from '../http/requireSession.js'
import { passkeyErrors } from '../passkey/passkeyErrors.js'
import { readPasskeyAssertion } from '../passkey/readPasskeyAssertion.js'
import { consumePreparedRequest } from '../prepared/consumePreparedRequest.js'
import { prepareRequest } from '../prepared/prepareRequest.js'
import { resolveRpcChain } from '../prepared/resolveRpcChain.js'
import { storePreparedRequest } from '../prepared/storePreparedRequest.js'
import { executeEvmRequest } from '../rpc/executeEvmRequest.js'
import { handleEmbeddedRpc } from '../rpc/handleEmbeddedRpc.js'
import { handleSolanaRpc } from '../rpc/handleSolanaRpc.js'

/**
 * Calls per client IP, before the session lookup: a page's reads (balances,
 * receipts polled) stay far below it; a flood costs neither the database
 * nor the chains' nodes. Over it: 429 'Please try again after {n} seconds'.
 */
export const EMBEDDED_RPC_RATE_LIMIT = { ratePerSecond: 50, burst: 200 }

/** A WebAuthn signature as the account encodes it (hex, bounded), else 400. */
function readPasskeySignature(value: unknown): Hex | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isHex(value) || value.length > 8_192)
    throw embeddedErrors.badRequest('signature must be hex')
  return value
}

// The not-safe methods the service signs, only as prepared by /rpc/prepare:
// one list with the frame, which refuses any other before a screen.
const SIGNING = new Set<string>([
  ...EVM_SIGNING_METHODS,
  ...SOLANA_SIGNING_METHODS,
])

/**
 * POST /rpc/prepare (bearer) `{ chainId, method, params }` of a not-safe
 * method → `{ id, expiresAt, review }`: the service normalises the request
 * into exactly what it will sign (EVM transactions: gas and fees from the
 * node), stores it for this session (5 minutes, single use) and answers
 * its own decoding for the frame's approval screen.
 *
 * POST /rpc (bearer) `{ chainId, method, params }` → `{ result }`: safe
 * methods at once; a not-safe one only as `{ chainId, method, prepared }`
 * (else 400 `approval_required`), signing exactly the stored request.
 * Every call looks the session up again, so a signature needs a live
 * session. `chainId` `solana:<reference>` (a cluster of `solanaChains`)
 * takes the solana_* methods (`handleSolanaRpc`), any other one the EVM
 * methods.
 */
export function rpcRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const app = new Hono<EmbeddedEnv>()
  // One bucket for /rpc and /rpc/prepare.
  const limit = embeddedIpRateLimit(EMBEDDED_RPC_RATE_LIMIT)
  app.use('/rpc', limit)
  app.use('/rpc/*', limit)
  const read = async (c: Context<EmbeddedEnv>) => {
    const { body, project } = await readFrameRequest(c, context, {
      maxBytes: 262_144,
    })
    const session = await requireSession(c, context, { projectId: project.id })
    const { method } = body
    if (typeof method !== 'string' || method.length > 64)
      throw embeddedErrors.rpcNotAllowed()
    const chain = resolveRpcChain(context, body.chainId)
    // A passkey user has no Solana key here.
    if (chain.solana && session.user.passkey) throw passkeyErrors.unsupported()
    return { body, session, method, chain }
  }
  /** The request /rpc/prepare stored for a not-safe method, taken once. */
  const takePrepared = async ({
    body,
    session,
    chain,
    method,
  }: Awaited<ReturnType<typeof read>>) => {
    if (body.prepared === undefined)
      throw new EmbeddedError(
        400,
        'approval_required',
        'Not-safe methods are signed only as prepared by /rpc/prepare',
      )
    const { params } = await consumePreparedRequest(context.db, {
      id: body.prepared,
      session,
      chainId: chain.key,
      method,
    })
    return params as Record<string, unknown>
  }
  app.post('/rpc', async (c) => {
    const call = await read(c)
    const { body, session, method, chain } = call
    // A passkey user's signature of the prepared operation (the frame's),
    // checked for shape before the prepared request is spent.
    const signature = session.user.passkey
      ? readPasskeySignature(body.signature)
      : undefined
    // Or its WebAuthn assertion of a prepared message's hash.
    const assertion =
      session.user.passkey && body.credential !== undefined
        ? readPasskeyAssertion(body.credential)
        : undefined
    // A not-safe method signs exactly what /rpc/prepare stored.
    const signing = SIGNING.has(method)
      ? { stored: await takePrepared(call) }
      : undefined
    const result = chain.solana
      ? await handleSolanaRpc(context, {
          session,
          chain: chain.solana,
          method,
          params: signing ? signing.stored.params : body.params,
        })
      : signing
        ? await executeEvmRequest(context, {
            session,
            chain: chain.evm,
            method,
            stored: signing.stored,
            signature,
            assertion,
          })
        : await handleEmbeddedRpc(context, {
            session,
            chain: chain.evm,
            method,
            params: body.params,
          })
    return c.json({ result })
  })
  app.post('/rpc/prepare', async (c) => {
    const { body, session, method, chain } = await read(c)
    if (!SIGNING.has(method)) throw embeddedErrors.rpcNotAllowed()
    const { stored, review } = await prepareRequest(context, {
      session,
      chain,
      method,
      params: body.params,
    })
    const { id, expiresAt } = await storePreparedRequest(context.db, {
      session,
      chainId: chain.key,
      method,
      params: stored,
    })
    // A passkey user's frame signs the operation or message itself: it
    // gets the bytes (and the keys the account was created with: its
    // address).
    const passkey = stored.passkey
      ? {
          userOperation: stored.userOperation,
          message: stored.message,
          typedData: stored.typedData,
          passkey: stored.passkey,
          passkeyAccount: stored.passkeyAccount,
        }
      : {}
    return c.json({ id, expiresAt, review, ...passkey })
  })
  return app
}
