// Link mode (SPEC §6) between the Latch sign client and the official SDK
// (@walletconnect/sign-client 2.25.0, @reown/walletkit 1.6.0): the first
// one-click auth goes through the Latch relay, then requests and responses
// travel as `<universal link>?wc_ev=…&topic=…` URLs, which each test hands
// from the side that opened them to the other side's link handler. A
// second auth to the now known wallet goes by link itself (type 2).

import { startRelay } from '@latch/relay'
import {
  approveWithOfficialWallet,
  blockOutboundFetch,
  initDapp,
  initWallet,
  installOfficialLinking,
  nextEvent,
  projectId,
} from '@latch/test/official'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createSignClient } from '../client/createSignClient.js'
import type { SignClient } from '../client/SignClient.js'
import type { WebSocketConstructor } from '../relay/RelayClient.js'
import { parseLinkModeUrl } from './parseLinkModeUrl.js'

const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const dappLink = 'https://dapp.example/wc'
const walletLink = 'https://wallet.example/wc'
const authParams = (nonce: string) => ({
  chains: ['eip155:1'],
  domain: 'dapp.example',
  uri: 'https://dapp.example/login',
  nonce,
  statement: 'Sign in by link',
  methods: ['personal_sign'],
})
const hexMessage = (text: string) =>
  `0x${Buffer.from(text).toString('hex')}` as Hex
const personalSign = (text: string) => ({
  chainId: 'eip155:1',
  request: {
    method: 'personal_sign',
    params: [hexMessage(text), account.address],
  },
})

let relay: Awaited<ReturnType<typeof startRelay>>
let linking: ReturnType<typeof installOfficialLinking>
const closers: (() => Promise<unknown> | unknown)[] = []

/** A Latch client whose opened links land in `opened`. */
async function latchClient(name: string, universal: string) {
  const opened: string[] = []
  const client = await createSignClient({
    relayUrl: relay.url,
    projectId,
    metadata: {
      name,
      description: `${name} (link-mode interop test)`,
      url: new URL(universal).origin,
      icons: [],
      redirect: { universal, linkMode: true },
    },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    openLink: (url) => void opened.push(url),
  })
  closers.push(() => client.close())
  return { client, opened }
}

/** Waits until `list` has more than `count` entries; returns the newest. */
async function nextUrl(list: string[], count: number): Promise<string> {
  for (let i = 0; i < 200 && list.length <= count; i++)
    await new Promise((resolve) => setTimeout(resolve, 25))
  const url = list.at(-1)
  if (list.length <= count || !url) throw new Error('no link was opened')
  return url
}

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  closers.push(blockOutboundFetch())
  linking = installOfficialLinking()
  closers.push(() => linking.restore())
})
afterAll(async () => {
  for (const close of closers.reverse()) await close()
  await relay.close()
})

describe('Latch dapp ↔ official wallet by link', () => {
  let dapp: SignClient
  let dappOpened: string[]
  let wallet: Awaited<ReturnType<typeof initWallet>>
  let toWallet: (url: string) => void

  beforeAll(async () => {
    ;({ client: dapp, opened: dappOpened } = await latchClient(
      'Latch dapp',
      dappLink,
    ))
    wallet = await initWallet(relay.url, 'official-wallet-link', {
      url: 'https://wallet.example',
      redirect: { universal: walletLink, linkMode: true },
    })
    closers.push(() => wallet.core.relayer.transportClose().catch(() => {}))
    const listener = linking.lastListener()
    if (!listener) throw new Error('the official wallet set no link listener')
    toWallet = (url) => listener({ url })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex]
      await wallet.respondSessionRequest({
        topic,
        response: {
          id,
          jsonrpc: '2.0',
          result: await account.signMessage({ message: { raw: message } }),
        },
      })
    })
  })

  it('requests and responses travel as link-mode URLs after a one-click auth', async () => {
    const { uri, response } = await dapp.authenticate({
      ...authParams('link-nonce-1'),
      walletUniversalLink: walletLink,
    })
    // The wallet is not known to take link mode yet: a pairing URI.
    expect(uri.startsWith('wc:')).toBe(true)
    await approveWithOfficialWallet(wallet, { uri, account })
    const { session } = await response()
    expect(session.transportType).toBe('link_mode')

    const before = linking.opened.length
    const signature = dapp.request<Hex>({
      topic: session.topic,
      ...personalSign('by link'),
    })
    const requestUrl = await nextUrl(dappOpened, 0)
    expect(requestUrl).toMatch(
      new RegExp(
        `^${walletLink}\\?wc_ev=[A-Za-z0-9_-]+&topic=${session.topic}$`,
      ),
    )
    toWallet(requestUrl)
    const responseUrl = await nextUrl(linking.opened, before)
    expect(responseUrl.startsWith(`${dappLink}?wc_ev=`)).toBe(true)
    expect(parseLinkModeUrl(responseUrl)?.topic).toBe(session.topic)
    await expect(dapp.dispatchLinkModeUrl(responseUrl)).resolves.toBe(true)
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: hexMessage('by link') },
        signature: await signature,
      }),
    ).toBe(true)
  }, 30_000)

  it('a second one-click auth to the known wallet goes by link (type 2) and is answered by link', async () => {
    const before = linking.opened.length
    const { uri, response } = await dapp.authenticate({
      ...authParams('link-nonce-2'),
      walletUniversalLink: walletLink,
    })
    expect(uri.startsWith(`${walletLink}?wc_ev=`)).toBe(true)
    // The envelope is type 2: its first byte, unencrypted JSON after it.
    const envelope = Buffer.from(parseLinkModeUrl(uri)?.message ?? '', 'base64')
    expect(envelope[0]).toBe(2)
    expect(JSON.parse(envelope.subarray(1).toString()).method).toBe(
      'wc_sessionAuthenticate',
    )
    const request = nextEvent<{
      id: number
      params: {
        authPayload: Parameters<typeof populateAuthPayload>[0]['authPayload']
      }
    }>(wallet, 'session_authenticate')
    toWallet(uri)
    const { id, params } = await request
    const authPayload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: ['eip155:1'],
      methods: ['personal_sign'],
    })
    const iss = `did:pkh:eip155:1:${account.address}`
    const message = wallet.formatAuthMessage({ request: authPayload, iss })
    await wallet.approveSessionAuthenticate({
      id,
      auths: [
        buildAuthObject(
          authPayload,
          { t: 'eip191', s: await account.signMessage({ message }) },
          iss,
        ),
      ],
    })
    const answer = await nextUrl(linking.opened, before)
    expect(answer.startsWith(`${dappLink}?wc_ev=`)).toBe(true)
    await dapp.dispatchLinkModeUrl(answer)
    const { session, auths } = await response()
    expect(auths).toHaveLength(1)
    expect(session.transportType).toBe('link_mode')
    expect(session.namespaces.eip155?.accounts).toContain(
      `eip155:1:${account.address}`,
    )
  }, 30_000)
})

describe('official dapp ↔ Latch wallet by link', () => {
  let dapp: Awaited<ReturnType<typeof initDapp>>
  let toDapp: (url: string) => void
  let wallet: SignClient
  let walletOpened: string[]

  beforeAll(async () => {
    ;({ client: wallet, opened: walletOpened } = await latchClient(
      'Latch wallet',
      walletLink,
    ))
    dapp = await initDapp(relay.url, 'official-dapp-link', {
      url: 'https://dapp.example',
      redirect: { universal: dappLink, linkMode: true },
    })
    closers.push(() => dapp.core.relayer.transportClose().catch(() => {}))
    const listener = linking.lastListener()
    if (!listener) throw new Error('the official dapp set no link listener')
    toDapp = (url) => listener({ url })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex]
      await wallet.respond({
        topic,
        response: {
          id,
          jsonrpc: '2.0',
          result: await account.signMessage({ message: { raw: message } }),
        },
      })
    })
  })

  /** The Latch wallet's side of one-click auth, for an auth request event. */
  async function approve(
    request: Promise<{ id: number; params: { authPayload: never } }>,
  ) {
    const { id, params } = await request
    const iss = `did:pkh:eip155:1:${account.address}`
    const message = wallet.formatAuthMessage({
      request: params.authPayload,
      iss,
    })
    await wallet.approveSessionAuthenticate({
      id,
      auths: [
        buildAuthObject(
          params.authPayload,
          { t: 'eip191', s: await account.signMessage({ message }) },
          iss,
        ) as never,
      ],
    })
  }

  it('requests and responses travel as link-mode URLs after a one-click auth', async () => {
    const { uri, response } = await dapp.authenticate(
      authParams('link-nonce-3'),
      walletLink,
    )
    const authenticated = response()
    authenticated.catch(() => {})
    expect(uri.startsWith('wc:')).toBe(true)
    const request = nextEvent<{ id: number; params: { authPayload: never } }>(
      wallet,
      'session_authenticate',
    )
    await wallet.pair({ uri })
    await approve(request)
    const { session } = (await authenticated) as { session: { topic: string } }
    expect(wallet.getSession(session.topic)?.transportType).toBe('relay')

    const before = linking.opened.length
    const signature = dapp.request<Hex>({
      topic: session.topic,
      ...personalSign('official by link'),
    })
    signature.catch(() => {})
    const requestUrl = await nextUrl(linking.opened, before)
    expect(requestUrl.startsWith(`${walletLink}?wc_ev=`)).toBe(true)
    await expect(wallet.dispatchLinkModeUrl(requestUrl)).resolves.toBe(true)
    // A session the dapp reached by link runs by link on the wallet too.
    expect(wallet.getSession(session.topic)?.transportType).toBe('link_mode')
    const responseUrl = await nextUrl(walletOpened, 0)
    expect(responseUrl).toMatch(
      new RegExp(`^${dappLink}\\?wc_ev=[A-Za-z0-9_-]+&topic=${session.topic}$`),
    )
    toDapp(responseUrl)
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: hexMessage('official by link') },
        signature: await signature,
      }),
    ).toBe(true)
  }, 30_000)

  it('a one-click auth by link (type 2) is answered by link', async () => {
    const opened = walletOpened.length
    const { uri, response } = await dapp.authenticate(
      authParams('link-nonce-4'),
      walletLink,
    )
    const authenticated = response()
    authenticated.catch(() => {})
    expect(uri.startsWith(`${walletLink}?wc_ev=`)).toBe(true)
    const request = nextEvent<{ id: number; params: { authPayload: never } }>(
      wallet,
      'session_authenticate',
    )
    await wallet.dispatchLinkModeUrl(uri)
    await approve(request)
    const answer = await nextUrl(walletOpened, opened)
    expect(answer.startsWith(`${dappLink}?wc_ev=`)).toBe(true)
    toDapp(answer)
    const { auths } = (await authenticated) as { auths: unknown[] }
    expect(auths).toHaveLength(1)
  }, 30_000)

  it('a URL without a link-mode envelope is refused', async () => {
    await expect(
      wallet.dispatchLinkModeUrl('https://wallet.example/wc'),
    ).resolves.toBe(false)
    await expect(
      wallet.dispatchLinkModeUrl(`${walletLink}?wc_ev=%%%&topic=zz`),
    ).resolves.toBe(false)
  })
})
