import { startRelay } from '@latch/relay'
import { afterEach, expect, test } from 'vitest'
import WebSocket from 'ws'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { hashKey } from '../crypto/hashKey.js'
import { RelayClosedError } from '../errors/relay.js'
import { createRelayClient } from './createRelayClient.js'
import { fetchMessages } from './fetchMessages.js'
import type { RelayClient } from './RelayClient.js'
import type { RelayMessage, RelayStatus } from './types.js'

// Against the real Latch relay (services/relay), in process on port 0.
const cleanup: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn()
})

async function relay(port = 0) {
  const server = await startRelay({ port })
  cleanup.push(() => server.close())
  return server
}

function client(url: string, options: { seed?: Uint8Array } = {}) {
  const relayClient = createRelayClient({
    url,
    WebSocket,
    reconnect: { attempts: 5, delay: 50 },
    requestTimeout: 2_000,
    ...options,
  })
  cleanup.push(() => relayClient.close())
  return relayClient
}

function nextMessage(relayClient: RelayClient): Promise<RelayMessage> {
  return new Promise((resolve) => {
    const off = relayClient.on('message', (message) => {
      off()
      resolve(message)
    })
  })
}

const topic = () => hashKey(generateRandomBytes32())

test('lazy connect, subscribe, publish and receive (no echo)', async () => {
  const { url } = await relay()
  const a = client(url)
  const b = client(url)
  const statuses: RelayStatus[] = []
  a.on('status', (status) => statuses.push(status))
  expect(a.status).toBe('idle')
  // The did:key is known once the first JWT is signed (WebCrypto: async).
  expect(a.clientId).toBeUndefined()

  const t = await topic()
  const subscriptionId = await b.subscribe(t)
  expect(subscriptionId).toBeTruthy()
  expect(b.clientId).toMatch(/^did:key:z6Mk/)
  const received = nextMessage(b)
  await a.publish({
    topic: t,
    message: 'AAEC',
    ttl: 300,
    tag: 1108,
    prompt: true,
  })
  expect(await received).toMatchObject({ topic: t, message: 'AAEC', tag: 1108 })
  expect((await received).publishedAt).toBeTypeOf('number')
  expect(statuses).toEqual(['connecting', 'open'])
  expect(b.topics).toEqual([t])
})

test('mailbox: a later subscriber gets the backlog', async () => {
  const { url } = await relay()
  const a = client(url)
  const b = client(url)
  const t = await topic()
  await a.publish({ topic: t, message: 'late', ttl: 300, tag: 1100 })
  const received = nextMessage(b)
  await b.subscribe(t)
  expect((await received).message).toBe('late')
})

test('wc_proposeSession / wc_approveSession subscribe the caller', async () => {
  const { url } = await relay()
  const dapp = client(url)
  const wallet = client(url)
  const pairingTopic = await topic()
  const sessionTopic = await topic()

  await dapp.proposeSession({
    pairingTopic,
    sessionProposal: 'proposal',
    correlationId: 1,
  })
  const proposal = nextMessage(wallet)
  await wallet.subscribe(pairingTopic)
  expect(await proposal).toMatchObject({ message: 'proposal', tag: 1100 })

  const response = nextMessage(dapp)
  await wallet.approveSession({
    pairingTopic,
    sessionTopic,
    sessionProposalResponse: 'response',
    sessionSettlementRequest: 'settle',
    correlationId: 1,
    approvedChains: ['eip155:1'],
    approvedMethods: ['personal_sign'],
    approvedEvents: [],
  })
  expect(await response).toMatchObject({ message: 'response', tag: 1101 })
  expect(wallet.topics).toContain(sessionTopic)

  // The wallet is subscribed to the session topic without irn_subscribe.
  const onWallet = nextMessage(wallet)
  await dapp.publish({
    topic: sessionTopic,
    message: 'hi',
    ttl: 300,
    tag: 1103,
  })
  expect((await onWallet).message).toBe('hi')
})

test('fetchMessages returns the mailbox of a topic', async () => {
  const { url } = await relay()
  const a = client(url)
  const b = client(url)
  const t = await topic()
  await a.publish({ topic: t, message: 'one', ttl: 300, tag: 1 })
  await a.publish({ topic: t, message: 'two', ttl: 300, tag: 1 })
  const messages = await fetchMessages(b, t)
  expect(messages.map((m) => m.message).sort()).toEqual(['one', 'two'])
  expect(messages[0]).toMatchObject({ topic: t, tag: 1 })
})

test('unsubscribe stops delivery', async () => {
  const { url } = await relay()
  const a = client(url)
  const b = client(url)
  const t = await topic()
  const other = await topic()
  await b.batchSubscribe([t, other])
  await b.unsubscribe(t)
  expect(b.topics).toEqual([other])
  const received = nextMessage(b)
  await a.publish({ topic: t, message: 'dropped', ttl: 300, tag: 1 })
  await a.publish({ topic: other, message: 'kept', ttl: 300, tag: 1 })
  expect((await received).message).toBe('kept')
})

test('relay restart: reconnect, re-subscribe, keep receiving', async () => {
  const first = await startRelay({ port: 0 })
  const { port, url } = first
  const a = client(url)
  const b = client(url)
  const t = await topic()
  await b.subscribe(t)
  await a.publish({ topic: await topic(), message: 'warm', ttl: 300, tag: 1 })

  const statuses: RelayStatus[] = []
  b.on('status', (status) => statuses.push(status))
  const reopened = new Promise<void>((resolve) =>
    b.on('status', (status) => status === 'open' && resolve()),
  )
  await first.close()
  await relay(port)
  await reopened
  expect(statuses[0]).toBe('reconnecting')

  // b's topic was re-subscribed with irn_batchSubscribe after reconnecting;
  // a's publish is retried after its own reconnect.
  const received = nextMessage(b)
  await new Promise((resolve) => setTimeout(resolve, 100))
  await a.publish({ topic: t, message: 'after', ttl: 300, tag: 1 })
  expect((await received).message).toBe('after')
})

test('close: requests reject with RelayClosedError', async () => {
  const { url } = await relay()
  const a = client(url)
  await a.subscribe(await topic())
  await a.close()
  expect(a.status).toBe('closed')
  await expect(a.subscribe(await topic())).rejects.toBeInstanceOf(
    RelayClosedError,
  )
})
