// DOM project: the connector's chunk against the real frame app (E's
// startFrame, through its harness, with a scripted service), the window
// messages crossing as the browser would deliver them.
import {
  devnet,
  devnet2,
  getProviderError,
  type Network,
  solana,
  solanaLocalnet,
  UserRejectedRequestError,
} from '@latch/common'
import {
  type AuthConnectorEventMap,
  type ConnectorEventMap,
  createEmitter,
  createStorage,
  EmbeddedSessionExpiredError,
  EmbeddedWalletLoadError,
  InvalidAppConfigurationError,
  InvalidProjectIdError,
  memoryStorage,
  readLoginCache,
} from '@latch/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
  HOST,
  type Route,
  SERVICE,
} from '../frame/testing/createFrameHarness.js'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameWindow } from './createHostMessenger.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const user = {
  email: 'a@example.com',
  address: ADDRESS,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}
const login = { token: 't0k3n', expiresAt: '2999-01-01T00:00:00Z', user }
const tokenKey = 'latch:frame:token:p1'

const routes: Record<string, Route> = {
  'POST /email/connect': () => ({ action: 'VERIFY_OTP' }),
  'POST /email/otp': ({ body }) =>
    body.otp === '123456'
      ? login
      : [400, { error: { code: 'bad_otp', message: 'Invalid code' } }],
  'GET /user': ({ authorization }) =>
    authorization === 'Bearer t0k3n'
      ? { user }
      : [401, { error: { code: 'session', message: 'Session Expired' } }],
  'POST /rpc': ({ body }) =>
    body.method === 'personal_sign' ? { result: '0xsig' } : { result: '0x2a' },
  'POST /sign-out': () => ({}),
}

// The harness is the frame here: happy-dom gets an empty page for the
// iframe itself (without one it logs every frame it may not load).
type HappyDom = {
  settings: {
    enableIframePageLoading: boolean
    fetch: { interceptor: unknown }
  }
}
beforeAll(() => {
  const { settings } = (window as unknown as { happyDOM: HappyDom }).happyDOM
  settings.enableIframePageLoading = true
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }: { request: Request }) =>
      request.url.startsWith(`${SERVICE}/frame?`)
        ? new Response('<!doctype html><title>frame</title>', {
            headers: { 'content-type': 'text/html' },
          })
        : undefined,
  }
})
afterAll(() => {
  const { settings } = (window as unknown as { happyDOM: HappyDom }).happyDOM
  settings.enableIframePageLoading = false
  settings.fetch.interceptor = null
})

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

/** Delivers a message to the page's window as the browser would. */
function deliver(data: unknown, origin: string, source: unknown) {
  const event = new Event('message')
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  })
  window.dispatchEvent(event)
}

async function start({
  routes: scripted = routes,
  signedIn = false,
  config,
  networks = [devnet],
  timings = { ready: 0 },
}: {
  routes?: Record<string, Route>
  signedIn?: boolean
  networks?: [Network, ...Network[]]
  config?: unknown
  timings?: {
    load?: number
    ready?: number
    request?: number
    signOut?: number
  }
} = {}) {
  const frameStorage = new Map<string, string>()
  if (signedIn)
    frameStorage.set(
      tokenKey,
      JSON.stringify({ token: 't0k3n', expiresAt: null }),
    )
  harness = createFrameHarness({
    routes: scripted,
    storage: frameStorage,
    ...(config ? { config } : {}),
  })
  const frame = harness
  const targets: string[] = []
  // Page → frame: what the host posts reaches the frame from the host origin.
  const frameWindow: FrameWindow = {
    postMessage(message, targetOrigin) {
      targets.push(targetOrigin)
      if (targetOrigin !== SERVICE) return
      setTimeout(
        () => frame.dispatch(message, { from: HOST, source: frame.parent }),
        0,
      )
    },
  }
  // Frame → page: what the frame posts to its parent reaches the page from the service.
  const toPage = (message: unknown, targetOrigin: string) => {
    if (targetOrigin !== HOST) return
    setTimeout(() => deliver(message, SERVICE, frameWindow), 0)
  }
  const early = frame.posted.map((p) => p)
  frame.parent.postMessage = (message: unknown, targetOrigin: string) => {
    frame.posted.push({ message: message as never, targetOrigin })
    toPage(message, targetOrigin)
  }
  const raw = memoryStorage()
  const storage = createStorage({ storage: raw })
  const emitter = createEmitter<ConnectorEventMap>()
  const authEmitter = createEmitter<AuthConnectorEventMap>()
  const seen: [string, unknown][] = []
  authEmitter.onAny((name, data) => seen.push([name, data]))
  emitter.onAny((name, data) => seen.push([`connector:${name}`, data]))
  const session = createEmbeddedWallet({
    parameters: { url: SERVICE },
    context: { networks, storage, projectId: 'p1' },
    origin: SERVICE,
    emitter,
    authEmitter,
    window,
    frameWindow,
    timings,
  })
  // The READY the frame posted while starting.
  for (const { message, targetOrigin } of early) toPage(message, targetOrigin)
  return { session, frame, storage, seen, targets, frameWindow }
}

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)

const until = async <T,>(check: () => T | undefined) => {
  for (let i = 0; i < 400; i++) {
    const value = check()
    if (value !== undefined && value !== false) return value
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error('timed out')
}

describe('embedded wallet against the real frame', () => {
  it('starts once the frame is ready, signed out, on the stored chain', async () => {
    const { session } = await start()
    const iframe = document.querySelector<HTMLIFrameElement>(
      'iframe[data-latch-frame]',
    )
    // The harness wiped the body when it started the frame; the src is what counts.
    void iframe
    const wallet = await session
    expect(await wallet.getAccounts()).toEqual([])
    expect(await wallet.getChainId()).toBe(31337)
  })

  it('logs in by e-mail code: user, login cache, accounts, local and remote RPC', async () => {
    const { session, storage, seen, targets, frame } = await start()
    const wallet = await session
    expect(await wallet.connectEmail({ email: 'a@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
    await expect(wallet.connectOtp({ otp: '000000' })).rejects.toThrow(
      'Invalid code',
    )
    expect(await wallet.connectOtp({ otp: '123456' })).toEqual({
      address: ADDRESS,
      email: 'a@example.com',
    })
    expect(readLoginCache(storage)).toEqual({ email: 'a@example.com' })
    expect(seen).toContainEqual([
      'user',
      { address: ADDRESS, email: 'a@example.com' },
    ])
    expect(await wallet.connect()).toEqual({
      accounts: [ADDRESS],
      chainId: 31337,
    })
    const provider = await wallet.getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([
      ADDRESS,
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(frame.calls.at(-1)).toMatchObject({
      path: '/rpc',
      body: { method: 'eth_blockNumber', chainId: 31337 },
    })
    expect(new Set(targets)).toEqual(new Set([SERVICE]))
    await expect(
      provider.request({ method: 'eth_coinbase' }),
    ).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
    })
  })

  it('the Solana account: a second connection, and solana_* requests on the Solana chain approved in the frame', async () => {
    const SOL = 'GEpy18SeTQNKPmS7gZEqBjDJ9Ec7YwpRgZ2nB7bCfdvj'
    const withSolana = { ...user, solanaAddress: SOL }
    const { session, frame } = await start({
      signedIn: true,
      networks: [devnet, solanaLocalnet],
      routes: {
        ...routes,
        'GET /user': () => ({ user: withSolana }),
        'POST /rpc/describe': () => ({ result: { text: 'hi', hex: '6869' } }),
        'POST /rpc': () => ({ result: { signature: '1'.repeat(64) } }),
      },
    })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    const reference = solanaLocalnet.caipNetworkId.slice('solana:'.length)
    expect(await wallet.connect()).toEqual({
      accounts: [ADDRESS],
      chainId: 31337,
      connections: [
        { namespace: 'solana', accounts: [SOL], chainId: reference },
      ],
    })
    expect(await wallet.getAccounts('solana')).toEqual([SOL])
    expect(await wallet.getChainId('solana')).toBe(reference)
    await wallet.switchChain({ network: solanaLocalnet })
    expect(await wallet.getChainId()).toBe(31337)
    const provider = await wallet.getNamespaceProvider?.('solana')
    const signed = provider?.signMessage({
      message: new TextEncoder().encode('hi'),
      account: SOL,
    })
    const approve = await until(() => {
      const button = buttonNamed('Approve')
      return button && !button.disabled ? button : undefined
    })
    // The screen shows the message the service decoded.
    expect(document.body.textContent).toContain('hi')
    approve.click()
    expect(await signed).toEqual(new Uint8Array(64))
    expect(frame.calls.at(-1)).toMatchObject({
      path: '/rpc',
      body: {
        method: 'solana_signMessage',
        chainId: solanaLocalnet.caipNetworkId,
        params: { message: '8wr', pubkey: SOL },
      },
    })
  })

  it('without a Solana network no Solana account joins', async () => {
    const { session } = await start({
      signedIn: true,
      routes: {
        ...routes,
        'GET /user': () => ({
          user: { ...user, solanaAddress: 'x'.repeat(44) },
        }),
      },
    })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    expect(await wallet.connect()).toEqual({
      accounts: [ADDRESS],
      chainId: 31337,
    })
    expect(await wallet.getAccounts('solana')).toEqual([])
  })

  it('a not-safe request waits for Approve inside the frame', async () => {
    const { session, seen } = await start({ signedIn: true })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    const provider = await wallet.getProvider()
    const signed = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })
    await until(() => seen.find(([name]) => name === 'approvalOpen'))
    expect(seen).toContainEqual(['approvalOpen', { method: 'personal_sign' }])
    const approve = await until(() => {
      const button = buttonNamed('Approve')
      return button && !button.disabled ? button : undefined
    })
    approve.click()
    await expect(signed).resolves.toBe('0xsig')
    await until(() => seen.find(([name]) => name === 'approvalClose'))
    expect(seen).toContainEqual(['approvalClose', { approved: true }])
  })

  it("Reject in the frame is 'Signature declined' (4001)", async () => {
    const { session } = await start({ signedIn: true })
    const wallet = await session
    await wallet.isAuthorized()
    const provider = await wallet.getProvider()
    const signed = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })
    const reject = await until(() => buttonNamed('Reject'))
    reject.click()
    const error = await signed.catch((e: unknown) => e)
    // EIP-1193 { code: 4001 }, which the core's actions type.
    expect(error).toMatchObject({ code: 4001, message: 'Signature declined' })
    expect(getProviderError(error)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('cancelling an approval (modal closed) rejects it in the frame too, so the next one shows', async () => {
    const { session, seen } = await start({ signedIn: true })
    const wallet = await session
    await wallet.isAuthorized()
    const provider = await wallet.getProvider()
    const sign = () =>
      provider.request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', ADDRESS],
      })
    const opened = () => seen.filter(([name]) => name === 'approvalOpen').length
    const first = sign()
    await until(() => opened() === 1)
    wallet.cancelApproval()
    const error = await first.catch((e: unknown) => e)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    await until(() => seen.find(([name]) => name === 'approvalClose'))
    expect(seen).toContainEqual(['approvalClose', { approved: false }])
    const second = sign()
    await until(() => opened() === 2)
    const approve = await until(() => {
      const button = buttonNamed('Approve')
      return button && !button.disabled ? button : undefined
    })
    approve.click()
    await expect(second).resolves.toBe('0xsig')
  })

  it("sends the modal's theme to the frame once it is ready", async () => {
    const { session } = await start()
    const wallet = await session
    wallet.syncTheme({ themeMode: 'light' })
    await until(() => document.documentElement.dataset.theme === 'light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('switches the network through the frame, eip155 only', async () => {
    const { session, seen } = await start({ signedIn: true })
    const wallet = await session
    await wallet.isAuthorized()
    await wallet.switchChain({ network: devnet2 })
    expect(await wallet.getChainId()).toBe(31338)
    expect(seen).toContainEqual(['connector:change', { chainId: 31338 }])
    const provider = await wallet.getProvider()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await expect(wallet.switchChain({ network: solana })).rejects.toThrow(
      'Network not found',
    )
  })

  it('ignores a hostile script on the page posting frame replies', async () => {
    const { session } = await start()
    const wallet = await session
    const pending = wallet.connectEmail({ email: 'a@example.com' })
    // The page itself (its own origin and window) pretends to be the frame.
    for (const id of ['x', '1'])
      deliver(
        {
          latch: 1,
          type: '@latch-frame/CONNECT_EMAIL_SUCCESS',
          id,
          payload: { action: 'CONNECT' },
        },
        location.origin,
        window,
      )
    await expect(pending).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it('restores a login on reload (IS_CONNECTED, then GET_USER)', async () => {
    const { session, storage } = await start({ signedIn: true })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    expect(await wallet.getAccounts()).toEqual([ADDRESS])
    expect(readLoginCache(storage)).toEqual({ email: 'a@example.com' })
  })

  it('a negative check clears the login cache (SPEC §4)', async () => {
    const { session, storage } = await start()
    storage.setItem('embeddedLoginUsed', true)
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(false)
    expect(readLoginCache(storage)).toBeUndefined()
  })

  it("the service's session end disconnects with 'Session Expired'", async () => {
    const { session, seen, storage } = await start({
      signedIn: true,
      routes: {
        ...routes,
        'POST /rpc': () => [
          401,
          { error: { code: 'session', message: 'Session Expired' } },
        ],
      },
    })
    const wallet = await session
    await wallet.isAuthorized()
    const provider = await wallet.getProvider()
    await expect(
      provider.request({ method: 'eth_blockNumber' }),
    ).rejects.toBeInstanceOf(EmbeddedSessionExpiredError)
    await until(() => seen.find(([name]) => name === 'connector:disconnect'))
    const error = seen.find(([name]) => name === 'error')?.[1] as {
      error: Error
    }
    expect(error.error).toBeInstanceOf(EmbeddedSessionExpiredError)
    expect(readLoginCache(storage)).toBeUndefined()
    expect(await wallet.getAccounts()).toEqual([])
  })

  it('signs out within 3 s even when the service hangs, and clears the cache', async () => {
    const { session, storage } = await start({
      signedIn: true,
      routes: { ...routes, 'POST /sign-out': () => new Promise(() => {}) },
      timings: { ready: 0, signOut: 50 },
    })
    const wallet = await session
    await wallet.isAuthorized()
    const started = Date.now()
    await wallet.disconnect()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(readLoginCache(storage)).toBeUndefined()
    expect(await wallet.getAccounts()).toEqual([])
  })
})

describe('embedded wallet start failures (SPEC §8)', () => {
  it("'invalid key' from the frame is Invalid Project ID, reported", async () => {
    const { session, seen } = await start({ config: { error: 'invalid key' } })
    await expect(session).rejects.toBeInstanceOf(InvalidProjectIdError)
    expect(seen.find(([name]) => name === 'error')?.[1]).toMatchObject({
      error: expect.any(InvalidProjectIdError),
    })
    expect(document.querySelector('iframe[data-latch-frame]')).toBeNull()
  })

  it("INIT_ERROR 'origin not allowed' is Invalid App Configuration", async () => {
    const { session, frameWindow } = await start({ timings: { ready: 1_000 } })
    deliver(
      {
        latch: 1,
        type: '@latch-frame/INIT_ERROR',
        id: 'i',
        payload: { message: 'origin not allowed' },
      },
      SERVICE,
      frameWindow,
    )
    await expect(session).rejects.toBeInstanceOf(InvalidAppConfigurationError)
  })

  it('no READY within the load timeout: Network Error, reported, frame removed', async () => {
    const emitter = createEmitter<ConnectorEventMap>()
    const authEmitter = createEmitter<AuthConnectorEventMap>()
    const errors: Error[] = []
    authEmitter.on('error', ({ error }) => errors.push(error))
    const session = createEmbeddedWallet({
      parameters: { url: `${SERVICE}/` },
      context: {
        networks: [devnet],
        storage: createStorage({ storage: memoryStorage() }),
        projectId: 'p1',
      },
      origin: SERVICE,
      emitter,
      authEmitter,
      window,
      frameWindow: { postMessage: () => {} },
      timings: { load: 30 },
    })
    const iframe = document.querySelector<HTMLIFrameElement>(
      'iframe[data-latch-frame]',
    )
    expect(iframe?.getAttribute('src')).toBe(
      `${SERVICE}/frame?projectId=p1&chainId=31337&version=0.1.0&logger=false`,
    )
    expect(iframe?.title).toBe('Latch secure wallet')
    expect(iframe?.style.position).toBe('fixed')
    await expect(session).rejects.toBeInstanceOf(EmbeddedWalletLoadError)
    expect(errors).toEqual([expect.any(EmbeddedWalletLoadError)])
    expect(document.querySelector('iframe[data-latch-frame]')).toBeNull()
  })
})
