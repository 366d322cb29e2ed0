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
  if (kind === 'session') {
    await deleteSession(ctx, key)
    ctx.emit('session_expire', { topic: key })
  } else if (kind === 'proposal') {
    await ctx.stores.proposals.delete(key)
    // A dapp still waiting in connect().approval() gets EXPIRED.
    ctx.pending.get(Number(key))?.({
      id: Number(key),
      jsonrpc: '2.0',
      error: { code: 6, message: `Expired. proposal id: ${key}` },
    })
    ctx.emit('proposal_expire', { id: Number(key) })
  } else if (kind === 'request') {
    await ctx.stores.requests.delete(key)
    ctx.queue.complete(Number(key))
    ctx.emit('session_request_expire', { id: Number(key) })
  } else if (kind === 'auth') {
    await ctx.stores.authRequests.delete(key)
  } else if (kind === 'pairing') {
    await ctx.stores.pairings.delete(key)
    await ctx.stores.keychain.delete(key)
    await ctx.relay.unsubscribe(key).catch(() => {})
  }
}
