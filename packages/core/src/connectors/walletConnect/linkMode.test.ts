// WalletConnect link mode (SPEC §6) through the core connector, between
// the dapp's config and a real wallet (the protocol's wallet side) over a
// real relay. The browser's part is played at its two edges only:
// `window.open` (the connector opening the wallet's universal link) hands
// the URL to the wallet, and the wallet's answer on the dapp's universal
// link reaches the dapp as the tab it opens would hand it over (the
// `latch:link-mode` BroadcastChannel). The browser round trip between the
// demo and apps/wallet is apps/demo/e2e/linkModeRoundTrip.e2e.test.ts.
import { devnet, devnet2 } from '@latch/common'
import type { WebSocketConstructor } from '@latch/protocol'
import {
  buildAuthObject,
  createMemoryStorage,
  createSignClient,
  type Metadata,
  type SignClient,
} from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { nextPairingUri } from '@latch/test'
import { toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { disconnect } from '../../actions/disconnect.js'
import { getWalletConnectState } from '../../actions/getWalletConnectState.js'
import { createConfig } from '../../createConfig.js'
import { localSiwx } from '../../siwx/localSiwx.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import type { Config } from '../../types/config.js'
import { walletConnect } from './walletConnect.js'

const account = privateKeyToAccount(`0x${'45'.repeat(32)}`)
const WALLET_LINK = 'https://wallet.test/wc'
const DAPP_LINK = 'https://dapp.test/'
const meta = (name: string, universal?: string): Metadata => ({
  name,
  description: name,
  url: `https://${name}.test`,
  icons: [],
  ...(universal && { redirect: { universal, linkMode: true } }),
})

let relay: Awaited<ReturnType<typeof startRelay>>
const closers: (() => Promise<void> | void)[] = []
/** What the connector opened with `window.open`, in order. */
let opened: string[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
}, 60_000)
afterEach(async () => {
  await Promise.all(closers.splice(0).map(async (close) => close()))
  opened = []
  for (const name of ['open', 'location', 'history'])
    Reflect.deleteProperty(globalThis, name)
})
afterAll(() => relay?.close())

/**
 * The wallet: answers one-click auth and personal_sign; with `linkMode`
 * it advertises its universal link and answers by link (the URL it opens
 * reaches the dapp's tabs over the channel, as a new tab would hand it).
 */
async function createWallet(
  linkMode: boolean,
  /** How the dapp gets an answer by link. @default over the channel */
  toDappTab?: (url: string) => void,
  /** Whether it answers session requests as they come. @default true */
  answersRequests = true,
) {
  const toDapp = new BroadcastChannel('latch:link-mode')
  closers.push(() => toDapp.close())
  const answeredByLink: string[] = []
  const wallet: SignClient = await createSignClient({
    relayUrl: relay.url,
    metadata: meta('wallet', linkMode ? WALLET_LINK : undefined),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    openLink: (url) => {
      answeredByLink.push(url)
      if (toDappTab) toDappTab(url)
      else toDapp.postMessage(url)
    },
  })
  closers.push(wallet.close)
  wallet.on('session_authenticate', async ({ id, params }) => {
    const iss = `did:pkh:${params.authPayload.chains[0]}:${account.address}`
    const message = wallet.formatAuthMessage({
      request: params.authPayload,
      iss,
    })
    const cacao = buildAuthObject(
      params.authPayload,
      { t: 'eip191', s: await account.signMessage({ message }) },
      iss,
    )
    await wallet.approveSessionAuthenticate({ id, auths: [cacao] })
  })
  const answer = async (
    id: number,
    topic: string,
    params: { request: { params: unknown } },
  ) => {
    const [raw] = params.request.params as [`0x${string}`]
    const result = await account.signMessage({ message: { raw } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  }
  if (answersRequests)
    wallet.on('session_request', ({ id, topic, params }) =>
      answer(id, topic, params),
    )
  // The browser: a link the dapp opens lands in the wallet.
  Object.assign(globalThis, {
    open: (url: string) => {
      opened.push(url)
      if (url.startsWith(WALLET_LINK)) void wallet.dispatchLinkModeUrl(url)
    },
  })
  return { wallet, answeredByLink, answer }
}

function createDapp(linkMode: boolean) {
  const config = createConfig({
    projectId: 'link-mode-test',
    networks: [devnet, devnet2],
    storage: memoryStorage(),
    metadata: meta('dapp', linkMode ? DAPP_LINK : undefined),
    siwx: localSiwx({ storage: memoryStorage() }),
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: createMemoryStorage(),
        WebSocket: WebSocket as unknown as WebSocketConstructor,
      }),
    ],
  })
  closers.push(
    (config.state.connectors[0] as unknown as { close(): Promise<void> }).close,
  )
  return config
}

/** Every `buffering` value the config goes through, in order. */
function watchBuffering(config: Config) {
  const seen: boolean[] = []
  closers.push(
    config.subscribe(
      (s) => s.walletConnect?.buffering ?? false,
      (buffering) => seen.push(buffering),
    ),
  )
  return seen
}

const latchWallet = { id: 'latch-wallet', name: 'Latch Wallet' }

/** Connects over the relay (the first time: the wallet is not yet known to take links). */
async function connectByRelay(config: Config, wallet: SignClient) {
  const connecting = connectWalletConnect(config, {
    wallet: { ...latchWallet, linkMode: WALLET_LINK },
  })
  await wallet.pair({ uri: await nextPairingUri(config) })
  return connecting
}

async function personalSign(config: Config, message = 'link mode') {
  const provider = await config.state.connectors[0]?.getProvider()
  return provider?.request({
    method: 'personal_sign',
    params: [toHex(message), account.address],
  })
}

describe('WalletConnect link mode through the connector', () => {
  it('both sides advertise it: a request goes by link, buffering until the answer comes back by link', async () => {
    const { wallet, answeredByLink } = await createWallet(true)
    const config = createDapp(true)
    const result = await connectByRelay(config, wallet)
    expect(result.accounts).toEqual([account.address])
    // Sign-in went by relay (the wallet was not yet known to take links).
    expect(opened).toEqual([])
    const buffering = watchBuffering(config)

    const signature = await personalSign(config)
    expect(signature).toBe(await account.signMessage({ message: 'link mode' }))
    // The request went to the wallet's universal link, the answer to the
    // dapp's, each carrying the envelope.
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatch(
      new RegExp(`^${WALLET_LINK}\\?wc_ev=[\\w-]+&topic=[0-9a-f]{64}$`),
    )
    expect(answeredByLink).toHaveLength(1)
    expect(answeredByLink[0]).toMatch(/^https:\/\/dapp\.test\/\?wc_ev=/)
    expect(buffering).toEqual([true, false])
    expect(getWalletConnectState(config).buffering).toBe(false)
  })

  it('two requests by link at once: buffering until the last one in flight is answered, whichever answer comes first', async () => {
    const { wallet, answer } = await createWallet(true, undefined, false)
    const config = createDapp(true)
    await connectByRelay(config, wallet)
    const buffering = watchBuffering(config)
    const first = personalSign(config, 'first')
    const second = personalSign(config, 'second')
    // Both reached the wallet by link; it holds them.
    await expect.poll(() => wallet.getPendingRequests().length).toBe(2)
    expect(opened).toHaveLength(2)
    const pending = (message: string) => {
      const found = wallet
        .getPendingRequests()
        .find(
          (r) => (r.params.request.params as string[])[0] === toHex(message),
        )
      if (!found) throw new Error(`no pending request '${message}'`)
      return found
    }
    // The second is answered first: the first still waits, so buffering stays.
    const later = pending('second')
    await answer(later.id, later.topic, later.params)
    expect(await second).toBe(await account.signMessage({ message: 'second' }))
    expect(getWalletConnectState(config).buffering).toBe(true)
    const earlier = pending('first')
    await answer(earlier.id, earlier.topic, earlier.params)
    expect(await first).toBe(await account.signMessage({ message: 'first' }))
    expect(getWalletConnectState(config).buffering).toBe(false)
    expect(buffering).toEqual([true, false])
  })

  it('a page opened with the answer (?wc_ev=) starts its client, drops the answer from its address bar and hands it to the page that asked', async () => {
    const addressBar: string[] = []
    // The browser opens the dapp's universal link in a new tab: here a
    // second config created on a page whose address is the answer.
    const { wallet } = await createWallet(true, (url) => {
      Object.assign(globalThis, {
        location: new URL(url),
        history: {
          state: null,
          replaceState: (_: unknown, __: string, to: string) =>
            addressBar.push(to),
        },
      })
      createDapp(true)
    })
    const config = createDapp(true)
    await connectByRelay(config, wallet)
    const signature = await personalSign(config)
    expect(signature).toBe(await account.signMessage({ message: 'link mode' }))
    expect(addressBar).toEqual([DAPP_LINK])
  })

  it('sign-in goes by link to a wallet that took links before: no pairing URI shown', async () => {
    const { wallet, answeredByLink } = await createWallet(true)
    const config = createDapp(true)
    await connectByRelay(config, wallet)
    await disconnect(config)
    const buffering = watchBuffering(config)

    const result = await connectWalletConnect(config, {
      wallet: { ...latchWallet, linkMode: WALLET_LINK },
    })
    expect(result.accounts).toEqual([account.address])
    expect(opened).toHaveLength(1)
    expect(opened[0]?.startsWith(`${WALLET_LINK}?wc_ev=`)).toBe(true)
    expect(answeredByLink).toHaveLength(1)
    expect(getWalletConnectState(config).wcUri).toBeUndefined()
    expect(buffering[0]).toBe(true)
    expect(buffering.at(-1)).toBe(false)
  })

  it('the relay carries everything when only one side advertises link mode', async () => {
    for (const [walletLinks, dappLinks] of [
      [true, false],
      [false, true],
    ] as const) {
      const { wallet, answeredByLink } = await createWallet(walletLinks)
      const config = createDapp(dappLinks)
      await connectByRelay(config, wallet)
      const buffering = watchBuffering(config)
      expect(await personalSign(config)).toBe(
        await account.signMessage({ message: 'link mode' }),
      )
      expect(opened).toEqual([])
      expect(answeredByLink).toEqual([])
      expect(buffering).toEqual([])
      await Promise.all(closers.splice(0).map(async (close) => close()))
    }
  })

  it('the dapp needs the wallet named with its link: without it, the relay', async () => {
    const { wallet } = await createWallet(true)
    const config = createDapp(true)
    const connecting = connectWalletConnect(config, { wallet: latchWallet })
    await wallet.pair({ uri: await nextPairingUri(config) })
    await connecting
    await personalSign(config)
    expect(opened).toEqual([])
  })
})
