// Link mode between two Latch sign clients on the Latch relay (SPEC §6):
// the SDK's rules for when a message goes by link, the round trips, a
// type-2 envelope taken from a URL but never from the relay, and the
// link-mode Verify context.

import { startRelay } from '@latch/relay'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createSignClient } from '../client/createSignClient.js'
import type { SignClient } from '../client/SignClient.js'
import { encodeEnvelope } from '../crypto/encodeEnvelope.js'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { hashKey } from '../crypto/hashKey.js'
import { buildAuthObject } from '../engine/auth/buildAuthObject.js'
import { formatJsonRpcRequest } from '../jsonrpc/formatJsonRpcRequest.js'
import { createRelayClient } from '../relay/createRelayClient.js'
import type { WebSocketConstructor } from '../relay/RelayClient.js'
import type { Metadata } from '../types/metadata.js'
import { formatPairingUri } from '../uri/formatPairingUri.js'
import { encodeTypeTwoEnvelope } from './encodeTypeTwoEnvelope.js'
import { formatLinkModeUrl } from './formatLinkModeUrl.js'
import { getLinkModeVerifyContext } from './getLinkModeVerifyContext.js'

const account = privateKeyToAccount(`0x${'55'.repeat(32)}`)
const dappLink = 'https://dapp.example/wc'
const walletLink = 'https://wallet.example/wc'
const ws = WebSocket as unknown as WebSocketConstructor

let relay: Awaited<ReturnType<typeof startRelay>>
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
  await relay.close()
})

const metadata = (
  name: string,
  universal: string,
  linkMode = true,
): Metadata => ({
  name,
  description: name,
  url: new URL(universal).origin,
  icons: [],
  redirect: { universal, linkMode },
})

async function client(meta: Metadata, withOpenLink = true) {
  const opened: string[] = []
  const signClient = await createSignClient({
    relayUrl: relay.url,
    metadata: meta,
    WebSocket: ws,
    ...(withOpenLink && { openLink: (url: string) => void opened.push(url) }),
  })
  closers.push(signClient.close)
  return { client: signClient, opened }
}

const next = <T>(signClient: SignClient, name: string) =>
  new Promise<T>((resolve) =>
    signClient.once(name as 'session_request', resolve as never),
  )

async function waitFor(list: string[], count: number): Promise<string> {
  for (let i = 0; i < 200 && list.length <= count; i++)
    await new Promise((resolve) => setTimeout(resolve, 20))
  const url = list[count]
  if (!url) throw new Error('no link was opened')
  return url
}

/** The wallet answers auth requests and personal_sign with `account`. */
function answer(wallet: SignClient) {
  wallet.on('session_authenticate', async ({ id, params }) => {
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
        ),
      ],
    })
  })
  wallet.on('session_request', async ({ id, topic }) => {
    await wallet.respond({
      topic,
      response: { id, jsonrpc: '2.0', result: '0xsigned' },
    })
  })
}

const authParams = {
  chains: ['eip155:1'],
  domain: 'dapp.example',
  uri: 'https://dapp.example/login',
  nonce: 'nonce-1',
  methods: ['personal_sign'],
  walletUniversalLink: walletLink,
}
const personalSign = {
  chainId: 'eip155:1',
  request: { method: 'personal_sign', params: ['0x68', account.address] },
}

describe('Latch dapp ↔ Latch wallet by link', () => {
  it('after a one-click auth, requests and answers go by link both ways; a second auth is a type-2 link', async () => {
    const dapp = await client(metadata('dapp', dappLink))
    const wallet = await client(metadata('wallet', walletLink))
    answer(wallet.client)
    const first = await dapp.client.authenticate(authParams)
    expect(first.uri.startsWith('wc:')).toBe(true)
    await wallet.client.pair({ uri: first.uri })
    const { session } = await first.response()
    expect(session.transportType).toBe('link_mode')
    // The wallet's side stays on the relay until something comes by link.
    expect(wallet.client.getSession(session.topic)?.transportType).toBe('relay')

    // A URL naming the session but sealed with another key changes nothing.
    const forged = formatLinkModeUrl({
      universalLink: walletLink,
      topic: session.topic,
      envelope: encodeEnvelope({
        symKey: generateRandomBytes32(),
        message:
          '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}',
      }),
    })
    await expect(wallet.client.dispatchLinkModeUrl(forged)).resolves.toBe(true)
    expect(wallet.client.getSession(session.topic)?.transportType).toBe('relay')

    const requested = next<{ verifyContext: unknown }>(
      wallet.client,
      'session_request',
    )
    const result = dapp.client.request({
      topic: session.topic,
      ...personalSign,
    })
    await wallet.client.dispatchLinkModeUrl(await waitFor(dapp.opened, 0))
    expect(wallet.client.getSession(session.topic)?.transportType).toBe(
      'link_mode',
    )
    // No attestation by link: the universal link's origin is the dapp's url.
    expect((await requested).verifyContext).toEqual({
      verified: {
        verifyUrl: '',
        validation: 'VALID',
        origin: 'https://dapp.example',
      },
    })
    const back = await waitFor(wallet.opened, 0)
    expect(back.startsWith(`${dappLink}?wc_ev=`)).toBe(true)
    await dapp.client.dispatchLinkModeUrl(back)
    await expect(result).resolves.toBe('0xsigned')

    const second = await dapp.client.authenticate({
      ...authParams,
      nonce: 'nonce-2',
    })
    expect(second.uri.startsWith(`${walletLink}?wc_ev=`)).toBe(true)
    await wallet.client.dispatchLinkModeUrl(second.uri)
    await dapp.client.dispatchLinkModeUrl(await waitFor(wallet.opened, 1))
    const { auths } = await second.response()
    expect(auths[0]?.p.iss).toBe(`did:pkh:eip155:1:${account.address}`)
  })

  it('stays on the relay when either side does not advertise link mode or cannot open links', async () => {
    for (const [dappMeta, walletMeta, canOpen] of [
      [metadata('dapp', dappLink), metadata('wallet', walletLink, false), true],
      [metadata('dapp', dappLink, false), metadata('wallet', walletLink), true],
      [metadata('dapp', dappLink), metadata('wallet', walletLink), false],
    ] as const) {
      const dapp = await client(dappMeta, canOpen)
      const wallet = await client(walletMeta)
      answer(wallet.client)
      const { uri, response } = await dapp.client.authenticate(authParams)
      await wallet.client.pair({ uri })
      const { session } = await response()
      await expect(
        dapp.client.request({ topic: session.topic, ...personalSign }),
      ).resolves.toBe('0xsigned')
      expect(dapp.opened).toEqual([])
      expect(wallet.opened).toEqual([])
    }
  })
})

describe('type-2 envelopes', () => {
  it('are taken from a URL only, never from the relay', async () => {
    const wallet = await client(metadata('wallet', walletLink))
    const seen: number[] = []
    wallet.client.on('session_authenticate', ({ id }) => void seen.push(id))
    const symKey = generateRandomBytes32()
    const topic = await hashKey(symKey)
    await wallet.client.pair({
      uri: formatPairingUri({
        topic,
        symKey,
        expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
        relay: { protocol: 'irn' },
        methods: ['wc_sessionAuthenticate'],
      }),
    })
    const request = (id: number) =>
      JSON.stringify(
        formatJsonRpcRequest(
          'wc_sessionAuthenticate',
          {
            authPayload: {
              type: 'caip122',
              chains: ['eip155:1'],
              domain: 'dapp.example',
              aud: 'https://dapp.example/login',
              version: '1',
              nonce: `n${id}`,
              iat: new Date().toISOString(),
            },
            requester: {
              publicKey: 'ab'.repeat(32),
              metadata: metadata('dapp', dappLink),
            },
            expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
          },
          id,
        ),
      )
    const publisher = createRelayClient({ url: relay.url, WebSocket: ws })
    closers.push(() => publisher.close())
    const options = { ttl: 300, tag: 1116 }
    await publisher.publish({
      topic,
      message: encodeTypeTwoEnvelope(request(1)),
      ...options,
    })
    // Delivered in order after the type 2: the proof the type 2 was dropped.
    await publisher.publish({
      topic,
      message: encodeEnvelope({ symKey, message: request(2) }),
      ...options,
    })
    for (let i = 0; i < 200 && !seen.length; i++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([2])

    const viaLink = `${walletLink}?wc_ev=${Buffer.from(encodeTypeTwoEnvelope(request(3)), 'base64').toString('base64url')}&topic=${topic}`
    await expect(wallet.client.dispatchLinkModeUrl(viaLink)).resolves.toBe(true)
    expect(seen).toEqual([2, 3])
  })
})

describe('initialUrl', () => {
  it('the link the app was opened with is handled after the listeners are added (50 ms)', async () => {
    const dapp = await client(metadata('dapp', dappLink))
    const wallet = await client(metadata('wallet', walletLink))
    answer(wallet.client)
    const first = await dapp.client.authenticate(authParams)
    await wallet.client.pair({ uri: first.uri })
    await first.response()
    const { uri, response } = await dapp.client.authenticate({
      ...authParams,
      nonce: 'cold-start',
    })
    expect(uri.startsWith(`${walletLink}?wc_ev=`)).toBe(true)
    // The wallet app starts cold from the link: a new client, listeners
    // added only after it was created.
    const opened: string[] = []
    const started = Date.now()
    const cold = await createSignClient({
      relayUrl: relay.url,
      metadata: metadata('wallet', walletLink),
      WebSocket: ws,
      openLink: (url) => void opened.push(url),
      initialUrl: uri,
    })
    closers.push(cold.close)
    const request = next<{ id: number }>(cold, 'session_authenticate')
    answer(cold)
    await request
    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
    await dapp.client.dispatchLinkModeUrl(await waitFor(opened, 0))
    const { auths } = await response()
    expect(auths).toHaveLength(1)
  })
})

describe('getLinkModeVerifyContext', () => {
  it.each([
    [metadata('dapp', dappLink), 'VALID'],
    [
      { ...metadata('dapp', dappLink), url: 'https://other.example' },
      'INVALID',
    ],
    [{ ...metadata('dapp', dappLink), redirect: undefined }, 'INVALID'],
    [{ ...metadata('dapp', dappLink), url: 'not a url' }, 'INVALID'],
    [undefined, 'INVALID'],
  ] as const)('%o → %s', (meta, validation) => {
    expect(getLinkModeVerifyContext(meta).verified.validation).toBe(validation)
  })
})
