import { deletePairing } from './deletePairing.js'
import { deletePendingRequest } from './deletePendingRequest.js'
import { deleteSession } from './deleteSession.js'
import type { EngineContext } from './types.js'

/**
 * Removes what the expirer reports and emits the matching event:
 * `session_expire`, `proposal_expire`, `session_request_expire`.
 */
export async function handleExpiry(
  ctx: EngineContext,
  target: string,
): Promise<void> {
  const [kind, key = ''] = target.split(/:(.*)/s)
  const id = Number(key)
  if (kind === 'session') {
    await deleteSession(ctx, key)
    ctx.emit('session_expire', { topic: key })
  } else if (kind === 'proposal') {
    await ctx.stores.proposals.delete(key)
    // A dapp still waiting in connect().approval() gets EXPIRED.
    ctx.pending.get(id)?.({
      id,
      jsonrpc: '2.0',
      error: { code: 6, message: `Expired. proposal id: ${key}` },
    })
    ctx.emit('proposal_expire', { id })
  } else if (kind === 'request') {
    await deletePendingRequest(ctx, id)
    ctx.emit('session_request_expire', { id })
  } else if (kind === 'authRequest') {
    await ctx.stores.authRequests.delete(key)
  } else if (kind === 'pairing') {
    await deletePairing(ctx, key)
  }
}
