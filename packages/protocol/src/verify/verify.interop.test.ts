// Verify interop: the official dapp (@walletconnect/sign-client 2.25.0) →
// Latch relay → Latch wallet resolving with the real latch-api. In Node the
// official SDK does not register (its Verify iframe needs a browser), so
// the wallet answers UNKNOWN at once; with the SDK's register() doing in
// Node what its iframe does in a browser (a JWT from the Verify server for
// the ids the SDK computed), the JWT rides the relay to the wallet: VALID.
import { startRelay } from '@latch/relay'
import { registerTestAttestation, startTestApi } from '@latch/test'
import { blockOutboundFetch, initDapp, nextEvent } from '@latch/test/official'
import { afterAll, beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import { createSignClient } from '../client/createSignClient.js'
import type { WebSocketConstructor } from '../relay/RelayClient.js'
import type { VerifyContext } from '../types/verify.js'
import { createVerifyResolver } from './createVerifyResolver.js'

let relay: Awaited<ReturnType<typeof startRelay>>
let api: Awaited<ReturnType<typeof startTestApi>>
let restoreFetch: () => void
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  restoreFetch = blockOutboundFetch()
  ;[relay, api] = await Promise.all([
    startRelay({ host: '127.0.0.1', port: 0 }),
    startTestApi({ wallets: 0 }),
  ])
}, 30_000)
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
  restoreFetch()
  await relay.close()
  await api.close()
})

async function propose(prefix: string, register?: boolean) {
  const dapp = await initDapp(relay.url, prefix)
  closers.push(() => dapp.core.relayer.transportClose())
  if (register)
    // What the SDK's iframe does in a browser: the page at its metadata
    // URL's origin asks the Verify server for a JWT of these ids.
    // The record is stored under another decryptedId, so no lookup finds
    // it: only the JWT delivered with the message can make it VALID.
    dapp.core.verify.register = async ({ id }) =>
      registerTestAttestation({
        apiUrl: api.url,
        projectId: api.projectId,
        id,
        decryptedId: [...id].reverse().join(''),
        origin: 'http://localhost:3000',
      })
  const wallet = await createSignClient({
    relayUrl: relay.url,
    metadata: { name: 'Latch wallet', description: '', url: '', icons: [] },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    verify: createVerifyResolver({ url: api.url }),
  })
  closers.push(() => wallet.close())
  const { uri } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
    },
  })
  const proposal = nextEvent<{ verifyContext: VerifyContext }>(
    wallet,
    'session_proposal',
  )
  const started = Date.now()
  await wallet.pair({ uri: uri as string })
  const { verifyContext } = await proposal
  return { verifyContext, elapsed: Date.now() - started }
}

test('the official dapp in Node (no registration): UNKNOWN, without waiting', async () => {
  const { verifyContext, elapsed } = await propose('official-verify-1')
  expect(verifyContext).toEqual({
    verified: {
      verifyUrl: api.url,
      validation: 'UNKNOWN',
      origin: 'http://localhost:3000',
    },
  })
  expect(elapsed).toBeLessThan(1_500)
})

test('the official dapp with its attestation JWT: relayed, checked, VALID', async () => {
  const { verifyContext } = await propose('official-verify-2', true)
  expect(verifyContext).toEqual({
    verified: {
      verifyUrl: api.url,
      validation: 'VALID',
      origin: 'http://localhost:3000',
    },
  })
})
