import { getSdkError } from '@latch/common'
import { startRelay } from '@latch/relay'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { WebSocketConstructor } from '../relay/RelayClient.js'
import { createMemoryStorage } from '../store/createMemoryStorage.js'
import type { SignClientEvents } from '../types/events.js'
import { createSignClient } from './createSignClient.js'
import type { SignClient } from './SignClient.js'

const account = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const metadata = (name: string) => ({
  name,
  description: name,
  url: `http://${name}.test`,
  icons: [],
})
const optionalNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
}
const namespaces = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [`eip155:1:${account.address}`],
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

const next = <name extends keyof SignClientEvents>(
  client: SignClient,
  name: name,
) =>
  new Promise<SignClientEvents[name]>((resolve) => client.once(name, resolve))

let relay: Awaited<ReturnType<typeof startRelay>>
const clients: SignClient[] = []
const make = async (name: string, storage = createMemoryStorage()) => {
  const client = await createSignClient({
    relayUrl: relay.url,
    projectId: '0'.repeat(32),
    metadata: metadata(name),
    storage,
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  clients.push(client)
  return client
}

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await relay.close()
})

/** Dapp proposes, wallet approves: both hold the session. */
async function connectPair(dapp: SignClient, wallet: SignClient) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  const proposal = next(wallet, 'session_proposal')
  await wallet.pair({ uri: uri! })
  const { id, params } = await proposal
  expect(params.optionalNamespaces).toEqual(optionalNamespaces)
  const { topic, acknowledged } = await wallet.approve({ id, namespaces })
  const session = await approval()
  expect(session.topic).toBe(topic)
  expect((await acknowledged()).acknowledged).toBe(true)
  return session
}

describe('createSignClient (Latch dapp ↔ Latch wallet via the Latch relay)', () => {
  it('connects, signs, errors, emits, updates, extends, pings and disconnects', async () => {
    const dapp = await make('dapp')
    const wallet = await make('wallet')
    const session = await connectPair(dapp, wallet)
    expect(session.namespaces).toEqual(namespaces)
    expect(session.peer.metadata.name).toBe('wallet')

    // personal_sign answered by the wallet
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [string]
      if (message === 'fail')
        return wallet.respond({
          topic,
          response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
        })
      const signature = await account.signMessage({ message })
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: signature },
      })
    })
    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['hello', account.address] },
    })
    expect(
      await account
        .signMessage({ message: 'hello' })
        .then((s) => s === signature),
    ).toBe(true)
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['fail', account.address] },
      }),
    ).rejects.toMatchObject({ code: 5000, shortMessage: 'User rejected.' })
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'eth_sign', params: [] },
      }),
    ).rejects.toThrow('Unsupported methods.')

    const event = next(dapp, 'session_event')
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 1 },
    })
    expect((await event).params.event).toEqual({
      name: 'chainChanged',
      data: 1,
    })

    const updated = {
      eip155: {
        ...namespaces.eip155,
        chains: ['eip155:1', 'eip155:10'],
        accounts: [
          `eip155:1:${account.address}`,
          `eip155:10:${account.address}`,
        ],
      },
    }
    const onUpdate = next(dapp, 'session_update')
    const { acknowledged } = await wallet.update({
      topic: session.topic,
      namespaces: updated,
    })
    await acknowledged()
    expect((await onUpdate).params.namespaces).toEqual(updated)
    expect(dapp.getSession(session.topic)?.namespaces).toEqual(updated)
    await expect(
      dapp.update({ topic: session.topic, namespaces: updated }),
    ).rejects.toThrow('Unauthorized update request.')

    const onExtend = next(dapp, 'session_extend')
    await (await wallet.extend({ topic: session.topic })).acknowledged()
    await onExtend

    const walletPing = next(wallet, 'session_ping')
    await dapp.ping({ topic: session.topic })
    await walletPing
    const dappPing = next(dapp, 'session_ping')
    await wallet.ping({ topic: session.topic })
    await dappPing

    const deleted = next(wallet, 'session_delete')
    await dapp.disconnect({ topic: session.topic })
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.getSessions()).toEqual([])
    await expect(dapp.ping({ topic: session.topic })).rejects.toThrow(
      'Record was recently deleted - session:',
    )
  }, 30_000)

  it('rejects a proposal; the wallet can disconnect', async () => {
    const dapp = await make('dapp2')
    const wallet = await make('wallet2')
    const { uri, approval } = await dapp.connect({ optionalNamespaces })
    const proposal = next(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    const { id } = await proposal
    await wallet.reject({ id, reason: getSdkError('USER_REJECTED') })
    await expect(approval()).rejects.toMatchObject({ code: 5000 })
    await expect(wallet.approve({ id, namespaces })).rejects.toThrow(
      "No matching key. proposal id doesn't exist",
    )

    const session = await connectPair(dapp, wallet)
    const deleted = next(dapp, 'session_delete')
    await wallet.disconnect({ topic: session.topic })
    await deleted
    expect(dapp.getSessions()).toEqual([])
  }, 30_000)

  it('restores sessions from storage after a restart and re-subscribes', async () => {
    const dappStorage = createMemoryStorage()
    const dapp = await make('dapp3', dappStorage)
    const wallet = await make('wallet3')
    const session = await connectPair(dapp, wallet)
    await dapp.close()
    const again = await make('dapp3', dappStorage)
    expect(again.getSession(session.topic)?.namespaces).toEqual(namespaces)
    const event = next(again, 'session_event')
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: [account.address] },
    })
    await event
    await again.ping({ topic: session.topic })
  }, 30_000)

  it('connect({ authentication }) carries CACAOs back in the settle', async () => {
    const dapp = await make('dapp6')
    const wallet = await make('wallet6')
    const authPayload = {
      type: 'caip122' as const,
      chains: ['eip155:1'],
      domain: 'dapp6.test',
      aud: 'http://dapp6.test',
      nonce: 'n6',
      version: '1' as const,
      iat: new Date().toISOString(),
    }
    const { uri, approval } = await dapp.connect({
      optionalNamespaces,
      authentication: [authPayload],
    })
    const proposal = next(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    const { id, params } = await proposal
    expect(params.requests).toEqual({ authentication: [authPayload] })
    const iss = `did:pkh:eip155:1:${account.address}`
    const message = wallet.formatAuthMessage({ request: authPayload, iss })
    const { buildAuthObject } = await import(
      '../engine/auth/buildAuthObject.js'
    )
    const cacao = buildAuthObject(
      authPayload,
      { t: 'eip191', s: await account.signMessage({ message }) },
      iss,
    )
    await wallet.approve({
      id,
      namespaces,
      proposalRequestsResponses: { authentication: [cacao] },
    })
    expect((await approval()).authentication).toEqual([cacao])
  }, 30_000)

  it('a wallet restarted with a pending request emits it again', async () => {
    const dapp = await make('dapp5')
    const walletStorage = createMemoryStorage()
    const wallet = await make('wallet5', walletStorage)
    const session = await connectPair(dapp, wallet)
    const received = next(wallet, 'session_request')
    const answer = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['again', account.address] },
    })
    await received
    await wallet.close()
    const again = await make('wallet5', walletStorage)
    const { id, topic } = await next(again, 'session_request')
    await again.respond({
      topic,
      response: { id, jsonrpc: '2.0', result: '0x2' },
    })
    expect(await answer).toBe('0x2')
  }, 30_000)

  it('one-click auth: the dapp gets a verified CACAO and a session', async () => {
    const dapp = await make('dapp4')
    const wallet = await make('wallet4')
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:1'],
      domain: 'dapp4.test',
      uri: 'http://dapp4.test/login',
      nonce: 'n0nce',
      statement: 'Sign in to dapp4',
      methods: ['personal_sign'],
    })
    expect(uri).toContain('methods=wc_sessionAuthenticate')
    const proposals: unknown[] = []
    wallet.on('session_proposal', (proposal) => proposals.push(proposal))
    const request = next(wallet, 'session_authenticate')
    await wallet.pair({ uri })
    const { id, params } = await request
    const iss = `did:pkh:eip155:1:${account.address}`
    const message = wallet.formatAuthMessage({
      request: params.authPayload,
      iss,
    })
    const { buildAuthObject } = await import(
      '../engine/auth/buildAuthObject.js'
    )
    const cacao = buildAuthObject(
      params.authPayload,
      { t: 'eip191', s: await account.signMessage({ message }) },
      iss,
    )
    const { session: walletSession } = await wallet.approveSessionAuthenticate({
      id,
      auths: [cacao],
    })
    const { session, auths } = await response()
    expect(auths).toHaveLength(1)
    expect(session.topic).toBe(walletSession?.topic)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:1:${account.address}`,
    ])
    expect(proposals).toEqual([])
    wallet.on('session_request', ({ id, topic }) => {
      // The dapp may get the answer before the relay acks the publish.
      wallet
        .respond({ topic, response: { id, jsonrpc: '2.0', result: '0x1' } })
        .catch(() => {})
    })
    expect(
      await dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['hi', account.address] },
      }),
    ).toBe('0x1')
  }, 30_000)
})
