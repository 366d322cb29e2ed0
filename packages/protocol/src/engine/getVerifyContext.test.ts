// Verify through the engine, Latch dapp ↔ Latch wallet over a real relay:
// the dapp registers the ids the wallet later computes from what the relay
// delivered, and the wallet's resolver decides the emitted context.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startRelay } from '@latch/relay'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { createSignClient } from '../client/createSignClient.js'
import type { SignClient } from '../client/SignClient.js'
import { hashMessage } from '../crypto/hashMessage.js'
import type { WebSocketConstructor } from '../relay/RelayClient.js'
import type {
  VerifyResolver,
  VerifyResolverParameters,
} from '../types/verify.js'

const projectId = '0'.repeat(32)
let relay: Awaited<ReturnType<typeof startRelay>>
let server: Server
let verifyUrl: string
const registered: Record<string, string>[] = []
/** The frames the dapp added to its page. */
const frames: { hidden: boolean; src: string }[] = []
const clients: SignClient[] = []

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  // Records the attestation pages the dapp's frames load (the Verify
  // server's side is latch-api's own test; here only the ids matter).
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (request.method === 'GET' && url.pathname === '/v3/attestation')
      registered.push(Object.fromEntries(url.searchParams))
    response.end('')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await Promise.all(clients.map((client) => client.close()))
  await relay.close()
  await new Promise((resolve) => server.close(resolve))
})

const make = async (name: string, verify?: VerifyResolver) => {
  const client = await createSignClient({
    relayUrl: relay.url,
    projectId,
    metadata: {
      name,
      description: name,
      url: `http://${name}.test/app`,
      icons: [],
      verifyUrl,
    },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    verify,
  })
  clients.push(client)
  return client
}

test('the dapp registers (in a browser) what the wallet resolves; the resolver decides the context', async () => {
  // The dapp registers only in a browser: pretend to be one, whose frames
  // load their page.
  vi.stubGlobal('document', {
    createElement: (tag: string) => ({
      tag,
      hidden: false,
      src: '',
      remove: () => {},
    }),
    body: {
      append: (frame: { hidden: boolean; src: string }) => {
        frames.push(frame)
        void fetch(frame.src)
      },
    },
  })
  const seen: VerifyResolverParameters[] = []
  const dapp = await make('dapp')
  const wallet = await make('wallet', async (parameters) => {
    seen.push(parameters)
    return {
      verifyUrl,
      validation: 'VALID',
      origin: 'http://dapp.test',
      isScam: true,
    }
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
    },
  })
  const proposal = new Promise<unknown>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  await wallet.pair({ uri: uri as string })
  const { id, verifyContext } = (await proposal) as {
    id: number
    verifyContext: unknown
  }
  expect(verifyContext).toEqual({
    verified: {
      verifyUrl,
      validation: 'VALID',
      origin: 'http://dapp.test',
      isScam: true,
    },
  })
  const [input] = seen as [VerifyResolverParameters]
  expect(input.metadata?.url).toBe('http://dapp.test/app')
  expect(input.attestation).toBeUndefined()
  await vi.waitFor(() => expect(registered).toHaveLength(1))
  expect(registered[0]).toEqual({
    projectId,
    id: await hashMessage(input.message),
    decryptedId: await hashMessage(JSON.stringify(input.payload)),
  })
  // A hidden frame of the attestation page, as the official SDK makes.
  expect(frames[0]).toMatchObject({ tag: 'iframe', hidden: true })

  await wallet.approve({
    id,
    namespaces: {
      eip155: {
        chains: ['eip155:1'],
        accounts: [`eip155:1:0x${'11'.repeat(20)}`],
        methods: ['personal_sign'],
        events: [],
      },
    },
  })
  const session = await approval()
  const request = new Promise<{ verifyContext: unknown }>((resolve) =>
    wallet.once('session_request', resolve),
  )
  void dapp
    .request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x00', '0x'] },
    })
    .catch(() => {})
  expect((await request).verifyContext).toMatchObject({
    verified: { validation: 'VALID' },
  })
  const requestInput = seen[1] as VerifyResolverParameters
  await vi.waitFor(() => expect(registered).toHaveLength(2))
  expect(registered[1]).toMatchObject({
    id: await hashMessage(requestInput.message),
    decryptedId: await hashMessage(JSON.stringify(requestInput.payload)),
  })
  vi.unstubAllGlobals()
})

test('a resolver that fails: the proposal is still emitted, UNKNOWN with the claimed URL', async () => {
  const dapp = await make('dapp2')
  const wallet = await make('wallet2', () => Promise.reject(new Error('down')))
  const { uri } = await dapp.connect({})
  const proposal = new Promise<{ verifyContext: unknown }>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  await wallet.pair({ uri: uri as string })
  expect((await proposal).verifyContext).toEqual({
    verified: {
      verifyUrl: '',
      validation: 'UNKNOWN',
      origin: 'http://dapp2.test/app',
    },
  })
})
