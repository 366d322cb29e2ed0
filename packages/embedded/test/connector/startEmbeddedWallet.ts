// The embedded-wallet connector against the real frame app (startFrame,
// through the frame harness, with a scripted service), the window
// messages crossing as the browser would deliver them. For DOM tests:
// `useFrameDom()` registers the happy-dom settings and the clean-up.
import { devnet, type Network } from '@latch/common'
import {
  type AuthConnectorEventMap,
  type ConnectorContext,
  type ConnectorEventMap,
  createEmitter,
  createStorage,
  memoryStorage,
} from '@latch/core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createEmbeddedWallet } from '../../src/connector/createEmbeddedWallet.js'
import type { FrameWindow } from '../../src/connector/createHostMessenger.js'
import {
  createFrameHarness,
  type FrameHarness,
  HOST,
  type Route,
  SERVICE,
} from '../frame/createFrameHarness.js'
import { prepareRoute } from '../frame/prepareRoute.js'

export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const user = {
  email: 'a@example.com',
  address: ADDRESS,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}
const login = { token: 't0k3n', expiresAt: '2999-01-01T00:00:00Z', user }
const tokenKey = 'latch:frame:token:p1'

export const routes: Record<string, Route> = {
  'POST /email/connect': () => ({ action: 'VERIFY_OTP' }),
  'POST /email/otp': ({ body }) =>
    body.otp === '123456'
      ? login
      : [400, { error: { code: 'bad_otp', message: 'Invalid code' } }],
  'GET /user': ({ authorization }) =>
    authorization === 'Bearer t0k3n'
      ? { user }
      : [401, { error: { code: 'session', message: 'Session Expired' } }],
  'POST /rpc/prepare': prepareRoute(),
  'POST /rpc': ({ body }) =>
    body.method === 'personal_sign' ? { result: '0xsig' } : { result: '0x2a' },
  'POST /sign-out': () => ({}),
}

let harness: FrameHarness | undefined

/** Registers the happy-dom settings the frame needs, and closes the frame after each test. */
export function useFrameDom() {
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

  afterEach(() => {
    harness?.close()
    harness = undefined
  })
}

/** Delivers a message to the page's window as the browser would. */
export function deliver(data: unknown, origin: string, source: unknown) {
  const event = new Event('message')
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  })
  window.dispatchEvent(event)
}

export async function startEmbeddedWallet({
  routes: scripted = routes,
  signedIn = false,
  config,
  networks = [devnet],
  adapters,
  getPreferredAccountType,
  timings = { ready: 0 },
}: {
  routes?: Record<string, Route>
  signedIn?: boolean
  networks?: [Network, ...Network[]]
  /** The config's adapters (`solanaAdapter()` for Solana providers). */
  adapters?: ConnectorContext['adapters']
  config?: unknown
  /** The core store's account type per chain (SPEC §3). */
  getPreferredAccountType?: ConnectorContext['getPreferredAccountType']
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
    context: {
      networks,
      storage,
      projectId: 'p1',
      adapters,
      ...(getPreferredAccountType ? { getPreferredAccountType } : {}),
    },
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

export const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)

export const until = async <T>(check: () => T | undefined) => {
  for (let i = 0; i < 400; i++) {
    const value = check()
    if (value !== undefined && value !== false) return value
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error('timed out')
}
