// @vitest-environment node
import { getSdkError } from '@latch/common'
import {
  getAccount,
  getModalState,
  getSiwxSession,
  localSiwx,
  memoryStorage,
} from '@latch/core'
import { walletConnect } from '@latch/core/connectors/walletConnect'
import type { WebSocketConstructor } from '@latch/protocol'
import {
  buildAuthObject,
  createMemoryStorage,
  createSignClient,
  type SignClient,
} from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { withDom } from '../../../test/withDom.js'

type Rtl = typeof import('@testing-library/react')
type RenderLatch = typeof import('../../../test/renderLatch.js')['renderLatch']

const account = privateKeyToAccount(`0x${'55'.repeat(32)}`)
let relay: Awaited<ReturnType<typeof startRelay>>
let teardown: () => Promise<void>
let rtl: Rtl
let renderLatch: RenderLatch
const closers: (() => Promise<void>)[] = []

// The relay and the wallet run in Node; the DOM comes after them (withDom).
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  teardown = await withDom()
  rtl = await import('@testing-library/react')
  ;({ renderLatch } = await import('../../../test/renderLatch.js'))
}, 60_000)
afterEach(() => rtl.cleanup())
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay?.close()
  await teardown?.()
})

type Answer = 'approve' | 'reject' | 'no one-click auth'

/**
 * The protocol's wallet side. With one-click auth it signs the CAIP-122
 * message of the first chain (or rejects); without, it has no listener
 * and approves the fallback proposal, then signs `personal_sign`.
 */
async function createWallet(answers: Answer[]) {
  const wallet: SignClient = await createSignClient({
    relayUrl: relay.url,
    metadata: { name: 'wallet', description: '', url: 'http://w', icons: [] },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(wallet.close)
  const seen = { authenticate: 0, proposal: 0, personalSign: 0 }
  if (answers[0] !== 'no one-click auth')
    wallet.on('session_authenticate', async ({ id, params }) => {
      const answer = answers[seen.authenticate++]
      if (answer === 'reject')
        return void wallet.rejectSessionAuthenticate({
          id,
          reason: getSdkError('USER_REJECTED'),
        })
      const iss = `did:pkh:${params.authPayload.chains[0]}:${account.address}`
      const message = wallet.formatAuthMessage({
        request: params.authPayload,
        iss,
      })
      const signature = await account.signMessage({ message })
      await wallet.approveSessionAuthenticate({
        id,
        auths: [
          buildAuthObject(
            params.authPayload,
            { t: 'eip191', s: signature },
            iss,
          ),
        ],
      })
    })
  wallet.on('session_proposal', ({ id }) => {
    seen.proposal++
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337'],
          accounts: [`eip155:31337:${account.address}`],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    seen.personalSign++
    const [raw] = params.request.params as [`0x${string}`]
    const result = await account.signMessage({ message: { raw } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return { wallet, seen }
}

/** Renders the app with sign-in on and opens Connect → WalletConnect. */
async function openOneClick() {
  const { screen, fireEvent } = rtl
  const connector = walletConnect({
    relayUrl: relay.url,
    storage: createMemoryStorage(),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  const test = renderLatch(undefined, {
    connectors: [connector],
    metadata: {
      name: 'Test App',
      description: '',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
    siwx: localSiwx({
      storage: memoryStorage(),
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
    }),
  })
  const wc = test.latch.config.state.connectors[0] as unknown as {
    close(): Promise<void>
  }
  closers.push(() => wc.close())
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  // The first open transforms the modal's lazy chunks (slow on a loaded
  // machine): as walletIdentity.test, it may take seconds.
  const connect = await screen.findByRole(
    'dialog',
    { name: 'Connect Wallet' },
    { timeout: 10_000 },
  )
  fireEvent.click(
    await rtl
      .within(connect)
      .findByRole('button', { name: 'WalletConnect' }, { timeout: 10_000 }),
  )
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'WalletConnect' },
    { timeout: 10_000 },
  )
  await rtl
    .within(dialog)
    .findByRole('img', { name: /QR code/ }, { timeout: 10_000 })
  const uri = () => test.latch.config.state.walletConnect?.wcUri ?? ''
  return { ...test, dialog, uri }
}

describe('ConnectingSiwe (one-click auth)', { timeout: 30_000 }, () => {
  it('asks to connect and sign in in one step; one approval signs in and closes', async () => {
    const { within, screen, waitFor } = rtl
    const { dialog, latch, uri } = await openOneClick()
    expect(getModalState(latch.config).route.view).toBe('ConnectingSiwe')
    within(dialog).getByText('Connect and sign in to Test App in one step')
    within(dialog).getByRole('button', { name: 'Copy link' })

    const { wallet, seen } = await createWallet(['approve'])
    await wallet.pair({ uri: uri() })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: 10_000,
    })
    expect(getSiwxSession(latch.config)?.status).toBe('signedIn')
    expect(getAccount(latch.config)).toMatchObject({
      address: account.address,
      status: 'connected',
    })
    expect(seen).toEqual({ authenticate: 1, proposal: 0, personalSign: 0 })
  })

  it("a refusal shows 'Signature declined'; Try again pairs anew and signs in", async () => {
    const { within, screen, fireEvent, waitFor } = rtl
    const { dialog, latch, uri } = await openOneClick()
    const { wallet, seen } = await createWallet(['reject', 'approve'])
    const first = uri()
    await wallet.pair({ uri: first })
    await within(dialog).findByText('Signature declined', undefined, {
      timeout: 10_000,
    })
    expect(getAccount(latch.config).status).not.toBe('connected')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole('img', { name: /QR code/ })
    expect(uri()).not.toBe(first)
    await wallet.pair({ uri: uri() })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: 10_000,
    })
    expect(getSiwxSession(latch.config)?.status).toBe('signedIn')
    expect(seen.authenticate).toBe(2)
  })

  it('a wallet without one-click auth connects, then SIWXSignMessage asks for the signature', async () => {
    const { within, screen, fireEvent, waitFor } = rtl
    const { latch, uri } = await openOneClick()
    const { wallet, seen } = await createWallet(['no one-click auth'])
    await wallet.pair({ uri: uri() })
    const signIn = await screen.findByRole(
      'dialog',
      { name: 'Sign In' },
      { timeout: 10_000 },
    )
    expect(getSiwxSession(latch.config)?.status).toBe('signedOut')
    await waitFor(() =>
      expect(
        within(signIn).getByRole('button', { name: 'Sign' }),
      ).toHaveProperty('disabled', false),
    )
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: 10_000,
    })
    expect(getSiwxSession(latch.config)?.status).toBe('signedIn')
    expect(seen).toEqual({ authenticate: 0, proposal: 1, personalSign: 1 })
  })
})
