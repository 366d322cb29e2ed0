import { describe, expect, it } from 'vitest'
import { createExpirer } from '../expirer/createExpirer.js'
import { createRequestQueue } from '../expirer/createRequestQueue.js'
import { createMemoryStorage } from '../store/createMemoryStorage.js'
import { createRecentlyDeleted } from '../store/createRecentlyDeleted.js'
import { createStore } from '../store/createStore.js'
import type { SignClientEvents } from '../types/events.js'
import type { PendingRequest } from '../types/request.js'
import type { Session } from '../types/session.js'
import { handleExpiry } from './handleExpiry.js'
import type { EngineContext } from './types.js'

function createContext() {
  const storage = createMemoryStorage()
  const store = <value>(name: string) =>
    createStore<value>({ storage, prefix: 't', name })
  const emitted: [string, unknown][] = []
  const unsubscribed: string[] = []
  const requests: number[] = []
  const ctx: EngineContext = {
    relay: {
      subscribe: async () => '',
      unsubscribe: async (topic) => void unsubscribed.push(topic),
      publish: async () => {},
      proposeSession: async () => {},
      approveSession: async () => {},
    },
    metadata: { name: 't', description: '', url: '', icons: [] },
    stores: {
      sessions: store('session'),
      proposals: store('proposal'),
      pairings: store('pairing'),
      keychain: store('keychain'),
      requests: store('request'),
      authRequests: store('authRequest'),
      linkModeApps: store('linkModeApps'),
    },
    expirer: createExpirer({ onExpire: () => {} }),
    queue: createRequestQueue<PendingRequest>({
      onNext: (request) => requests.push(request.id),
    }),
    pending: new Map(),
    settles: new Map(),
    lastUpdateIds: new Map(),
    history: createRecentlyDeleted(10),
    emit: <name extends keyof SignClientEvents>(
      name: name,
      payload: SignClientEvents[name],
    ) => void emitted.push([name, payload]),
    listenerCount: () => 0,
  }
  return { ctx, emitted, unsubscribed, requests }
}

describe('handleExpiry', () => {
  it('removes an expired session, its key and subscription', async () => {
    const { ctx, emitted, unsubscribed } = createContext()
    await ctx.stores.sessions.set('s', {
      topic: 's',
      self: { publicKey: 'k' },
    } as Session)
    await ctx.stores.keychain.set('s', 'key')
    await handleExpiry(ctx, 'session:s')
    expect(ctx.stores.sessions.find('s')).toBeUndefined()
    expect(ctx.stores.keychain.find('s')).toBeUndefined()
    expect(unsubscribed).toEqual(['s'])
    expect(emitted).toEqual([['session_expire', { topic: 's' }]])
  })
  it('removes expired proposals and requests; the queue moves on', async () => {
    const { ctx, emitted, requests } = createContext()
    await ctx.stores.proposals.set(7, { id: 7 } as never)
    const waiting: unknown[] = []
    ctx.pending.set(7, (response) => waiting.push(response))
    for (const id of [1, 2]) {
      const request = { id, topic: 's' } as PendingRequest
      await ctx.stores.requests.set(id, request)
      ctx.queue.push(request)
    }
    await handleExpiry(ctx, 'proposal:7')
    await handleExpiry(ctx, 'request:1')
    expect(ctx.stores.proposals.find(7)).toBeUndefined()
    expect(waiting).toMatchObject([{ error: { code: 6 } }])
    expect(ctx.stores.requests.find(1)).toBeUndefined()
    expect(requests).toEqual([1, 2])
    expect(emitted).toEqual([
      ['proposal_expire', { id: 7 }],
      ['session_request_expire', { id: 1 }],
    ])
  })
  it('removes expired auth requests and pairings', async () => {
    const { ctx, unsubscribed } = createContext()
    await ctx.stores.authRequests.set(3, { id: 3 } as never)
    await ctx.stores.pairings.set('p', { topic: 'p' } as never)
    await handleExpiry(ctx, 'authRequest:3')
    await handleExpiry(ctx, 'pairing:p')
    expect(ctx.stores.authRequests.find(3)).toBeUndefined()
    expect(ctx.stores.pairings.find('p')).toBeUndefined()
    expect(unsubscribed).toEqual(['p'])
  })
})
