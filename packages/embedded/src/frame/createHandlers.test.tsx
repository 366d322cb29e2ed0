// DOM project (happy-dom): every request against a scripted service.
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
  HOST,
  type Route,
} from '../../test/frame/createFrameHarness.js'

const user = {
  email: 'a@example.com',
  address: '0x1111111111111111111111111111111111111111',
  accounts: [
    { address: '0x1111111111111111111111111111111111111111', type: 'eoa' },
  ],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}
const login = { token: 't0k3n', expiresAt: '2999-01-01T00:00:00Z', user }
const tokenKey = 'latch:frame:token:p1'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

const start = (routes: Record<string, Route>, signedIn = false) => {
  const storage = new Map<string, string>()
  if (signedIn)
    storage.set(tokenKey, JSON.stringify({ token: 't0k3n', expiresAt: null }))
  harness = createFrameHarness({ routes, storage })
  return harness
}

describe('e-mail login', () => {
  it('connects by e-mail code and answers a FrameUser on the last chain', async () => {
    const frame = start({
      'POST /email/connect': () => ({ action: 'VERIFY_OTP' }),
      'POST /email/otp': ({ body }) =>
        body.otp === '123456'
          ? login
          : [400, { error: { code: 'bad_otp', message: 'Invalid code' } }],
      'GET /user': ({ authorization }) =>
        authorization === 'Bearer t0k3n'
          ? { user }
          : [401, { error: { code: 'session', message: 'Session Expired' } }],
    })
    expect(
      (await frame.request('CONNECT_EMAIL', { email: 'a@example.com' }))
        .payload,
    ).toEqual({ action: 'VERIFY_OTP' })
    expect(frame.calls[0]).toMatchObject({
      method: 'POST',
      path: '/email/connect',
      body: {
        email: 'a@example.com',
        projectId: 'p1',
        origin: HOST,
        deviceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    })
    expect(await frame.request('CONNECT_OTP', { otp: '000000' })).toMatchObject(
      {
        type: '@latch-frame/CONNECT_OTP_ERROR',
        payload: { message: 'Invalid code' },
      },
    )
    await frame.request('SWITCH_NETWORK', { chainId: '0x7a6a' })
    const connected = await frame.request('CONNECT_OTP', { otp: '123456' })
    expect(connected).toMatchObject({
      type: '@latch-frame/CONNECT_OTP_SUCCESS',
      payload: { ...user, chainId: 31338 },
    })
    expect(frame.calls.at(-1)?.body).toMatchObject({
      email: 'a@example.com',
      otp: '123456',
    })
    // The token stays in the frame: it never appears in a posted message.
    expect(JSON.stringify(frame.posted)).not.toContain('t0k3n')
    expect((await frame.request('GET_USER', {})).payload).toMatchObject({
      address: user.address,
      chainId: 31338,
    })
    expect((await frame.request('IS_CONNECTED', {})).payload).toEqual({
      isConnected: true,
    })
    // One device id for every call.
    expect(
      new Set(frame.calls.map((c) => c.body.deviceId ?? c.query.deviceId)).size,
    ).toBe(1)
  })

  it('asks for the e-mail first', async () => {
    const frame = start({})
    expect((await frame.request('CONNECT_OTP', { otp: '1' })).payload).toEqual({
      message: 'Connect with an e-mail address first',
    })
  })

  it('re-asks the device check while it is pending', async () => {
    let asked = 0
    const frame = start({
      'POST /email/connect': () => ({ action: 'VERIFY_DEVICE' }),
      'POST /email/device': () =>
        ++asked < 3
          ? [408, { error: { code: 'device_pending', message: 'pending' } }]
          : { action: 'VERIFY_OTP' },
    })
    await frame.request('CONNECT_EMAIL', { email: 'a@example.com' })
    frame.send('CONNECT_DEVICE', {}, 'dev')
    // Two quick 408s: re-asked after the 1 s minimum spacing.
    const reply = await (async () => {
      for (let i = 0; i < 60; i++) {
        const found = frame.replyTo('dev')
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    expect(reply).toMatchObject({
      type: '@latch-frame/CONNECT_DEVICE_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(asked).toBe(3)
  }, 10_000)

  it('runs the e-mail update flow with the bearer token', async () => {
    const frame = start(
      {
        'POST /email/update': () => ({ action: 'VERIFY_PRIMARY_OTP' }),
        'POST /email/update/primary': () => ({
          action: 'VERIFY_SECONDARY_OTP',
        }),
        'POST /email/update/secondary': () => ({
          user: { ...user, email: 'b@example.com' },
        }),
      },
      true,
    )
    expect(
      (await frame.request('UPDATE_EMAIL', { email: 'b@example.com' })).payload,
    ).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(
      (await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '1' })).payload,
    ).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(
      (await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: '2' })).payload,
    ).toEqual({ newEmail: 'b@example.com' })
    expect(frame.calls.every((c) => c.authorization === 'Bearer t0k3n')).toBe(
      true,
    )
  })
})

describe('session', () => {
  it('ends the session on 401: error reply, SESSION_ENDED, token gone', async () => {
    const frame = start(
      {
        'GET /user': () => [
          401,
          { error: { code: 'session_expired', message: 'Session Expired' } },
        ],
      },
      true,
    )
    expect((await frame.request('GET_USER', {})).payload).toEqual({
      message: 'Session Expired',
    })
    expect(frame.events('SESSION_ENDED')[0]?.message.payload).toEqual({
      message: 'Session Expired',
    })
    expect(frame.storage.has(tokenKey)).toBe(false)
  })

  it('IS_CONNECTED: false without a token, false (quietly) on 401', async () => {
    const frame = start({
      'GET /user': () => [
        401,
        { error: { code: 'x', message: 'Session Expired' } },
      ],
    })
    expect(
      (await frame.request('IS_CONNECTED', { token: 'forged' })).payload,
    ).toEqual({
      isConnected: false,
    })
    expect(frame.calls).toEqual([])
    frame.storage.set(tokenKey, JSON.stringify({ token: 'old' }))
    expect((await frame.request('IS_CONNECTED', {})).payload).toEqual({
      isConnected: false,
    })
    expect(frame.storage.has(tokenKey)).toBe(false)
    expect(frame.events('SESSION_ENDED')).toEqual([])
  })

  it('an expired token counts as none', async () => {
    const frame = start({})
    frame.storage.set(tokenKey, JSON.stringify({ token: 'old', expiresAt: 1 }))
    expect((await frame.request('IS_CONNECTED', {})).payload).toEqual({
      isConnected: false,
    })
    expect(frame.calls).toEqual([])
  })

  it('SIGN_OUT revokes on the service and forgets the token', async () => {
    const frame = start({ 'POST /sign-out': () => ({}) }, true)
    expect(await frame.request('SIGN_OUT', {})).toMatchObject({
      type: '@latch-frame/SIGN_OUT_SUCCESS',
      payload: {},
    })
    expect(frame.calls[0]).toMatchObject({
      path: '/sign-out',
      authorization: 'Bearer t0k3n',
    })
    expect(frame.storage.has(tokenKey)).toBe(false)
  })

  it('SIGN_OUT goes after the reads already sent: the read is answered, not refused by the revocation', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const frame = start(
      {
        'POST /rpc': async () => {
          await held
          return { result: '0x5' }
        },
        'POST /sign-out': () => ({}),
      },
      true,
    )
    const read = frame.request('RPC_REQUEST', { method: 'eth_getBalance' })
    await frame.until(() => frame.calls.find((c) => c.path === '/rpc'))
    const signOut = frame.request('SIGN_OUT', {})
    // A read the page sends once sign-out began goes nowhere, quietly.
    expect(
      (await frame.request('RPC_REQUEST', { method: 'eth_blockNumber' }))
        .payload,
    ).toEqual({ message: 'Session Expired' })
    expect(frame.calls.map((c) => c.path)).toEqual(['/rpc'])
    release()
    expect((await read).payload).toBe('0x5')
    expect((await signOut).type).toBe('@latch-frame/SIGN_OUT_SUCCESS')
    expect(frame.calls.map((c) => [c.path, c.authorization])).toEqual([
      ['/rpc', 'Bearer t0k3n'],
      ['/sign-out', 'Bearer t0k3n'],
    ])
    expect(frame.events('SESSION_ENDED')).toEqual([])
    expect(frame.storage.has(tokenKey)).toBe(false)
  })

  it('SIGN_OUT waits a second at most for a read that does not answer', async () => {
    const frame = start(
      {
        'POST /rpc': () => new Promise(() => {}),
        'POST /sign-out': () => ({}),
      },
      true,
    )
    // The harness gives up waiting for its reply after 2 s.
    void frame
      .request('RPC_REQUEST', { method: 'eth_getBalance' })
      .catch(() => {})
    await frame.until(() => frame.calls.find((c) => c.path === '/rpc'))
    const started = Date.now()
    expect((await frame.request('SIGN_OUT', {})).type).toBe(
      '@latch-frame/SIGN_OUT_SUCCESS',
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
    expect(frame.calls.map((c) => c.path)).toEqual(['/rpc', '/sign-out'])
  })

  it('SIGN_OUT forgets the token even if the service fails, and answers that error (the host says Failed to disconnect)', async () => {
    const frame = start({ 'POST /sign-out': () => [500, {}] }, true)
    const reply = await frame.request('SIGN_OUT', {})
    expect(reply).toMatchObject({ type: '@latch-frame/SIGN_OUT_ERROR' })
    expect(frame.calls[0]).toMatchObject({
      path: '/sign-out',
      authorization: 'Bearer t0k3n',
    })
    expect(frame.storage.has(tokenKey)).toBe(false)
  })

  it('social login: redirect uri, then connect with the callback uri', async () => {
    const frame = start({
      'POST /social/redirect': ({ body }) => ({
        uri: `https://idp.example/auth?p=${body.provider}`,
      }),
      'POST /social/connect': ({ body }) =>
        body.uri === 'https://cb?code=1'
          ? { ...login, user: { ...user, socialProvider: 'github' } }
          : [400, { error: { code: 'state', message: 'invalid state' } }],
    })
    expect(
      (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }))
        .payload,
    ).toEqual({ uri: 'https://idp.example/auth?p=github' })
    expect(
      (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' }))
        .payload,
    ).toEqual({ message: 'Invalid request: provider' })
    expect(
      (await frame.request('CONNECT_SOCIAL', { uri: 'https://cb?code=2' }))
        .payload,
    ).toEqual({ message: 'invalid state' })
    expect(
      (await frame.request('CONNECT_SOCIAL', { uri: 'https://cb?code=1' }))
        .payload,
    ).toMatchObject({ socialProvider: 'github', chainId: 31337 })
    expect(frame.storage.get(tokenKey)).toContain('t0k3n')
  })
})

describe('social login without window.opener', () => {
  it('finishes the login it started, by state, once the popup got there', async () => {
    let polls = 0
    const frame = start({
      'POST /social/redirect': () => ({
        uri: 'https://idp.example/auth?client_id=x&state=st4te',
      }),
      'POST /social/connect': ({ body }) => {
        if (body.state !== 'st4te')
          return [400, { error: { code: 'unknown_state', message: 'bad' } }]
        return ++polls < 2
          ? [409, { error: { code: 'social_pending', message: 'pending' } }]
          : login
      },
    })
    expect((await frame.request('CONNECT_SOCIAL', {})).payload).toEqual({
      message: 'Invalid request: uri',
    })
    await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    frame.send('CONNECT_SOCIAL', {}, 'social')
    const reply = await (async () => {
      for (let i = 0; i < 60; i++) {
        const found = frame.replyTo('social')
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    expect(reply).toMatchObject({
      type: '@latch-frame/CONNECT_SOCIAL_SUCCESS',
      payload: { address: user.address },
    })
    expect(polls).toBe(2)
    // Done: the state is not reused.
    expect((await frame.request('CONNECT_SOCIAL', {})).payload).toEqual({
      message: 'Invalid request: uri',
    })
    expect(
      (await frame.request('CONNECT_SOCIAL', { state: 'other' })).payload,
    ).toEqual({ message: 'bad' })
  }, 10_000)
})

describe('local requests and errors', () => {
  it('chain, smart accounts, theme and dapp data', async () => {
    const frame = start({ 'GET /user': () => ({ user }) }, true)
    expect((await frame.request('GET_CHAIN_ID')).payload).toEqual({
      chainId: 31337,
    })
    expect(
      (await frame.request('SWITCH_NETWORK', { chainId: 'eip155:10' })).payload,
    ).toEqual({ chainId: 10 })
    expect((await frame.request('GET_CHAIN_ID')).payload).toEqual({
      chainId: 10,
    })
    expect(
      (await frame.request('SWITCH_NETWORK', { chainId: -1 })).payload,
    ).toEqual({ message: 'Invalid request: chainId' })
    expect(
      (await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload,
    ).toEqual({ smartAccountEnabledNetworks: [] })
    const noSmart = {
      message: 'This application might not support Smart Accounts',
    }
    expect((await frame.request('INIT_SMART_ACCOUNT')).payload).toEqual(noSmart)
    expect(
      (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))
        .payload,
    ).toEqual(noSmart)
    expect(
      (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).payload,
    ).toEqual({ type: 'eoa', address: user.address })
    await frame.request('SYNC_THEME', { themeMode: 'light' })
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(
      (await frame.request('SYNC_THEME', { themeMode: 'pink' })).payload,
    ).toEqual({ message: 'Invalid request: themeMode' })
    expect(
      (
        await frame.request('SYNC_DAPP_DATA', {
          projectId: 'p1',
          sdkVersion: '1',
        })
      ).type,
    ).toBe('@latch-frame/SYNC_DAPP_DATA_SUCCESS')
  })

  it('maps service errors, unreachable services and bad payloads to _ERROR messages', async () => {
    const frame = start(
      {
        'POST /email/connect': ({ body }) =>
          body.email === 'slow@example.com'
            ? [
                429,
                {
                  error: {
                    code: 'cooldown',
                    message: 'Please try again after 12 seconds',
                    retryAfter: 12,
                  },
                },
              ]
            : [
                403,
                { error: { code: 'origin', message: 'origin not allowed' } },
              ],
        'POST /social/redirect': () => {
          throw new TypeError('Failed to fetch')
        },
        'POST /rpc': () => [500, 'not json'],
      },
      true,
    )
    expect(
      (await frame.request('CONNECT_EMAIL', { email: 'slow@example.com' }))
        .payload,
    ).toEqual({ message: 'Please try again after 12 seconds' })
    expect(
      (await frame.request('CONNECT_EMAIL', { email: 'a@example.com' }))
        .payload,
    ).toEqual({ message: 'origin not allowed' })
    expect(
      (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }))
        .payload,
    ).toEqual({ message: 'Something went wrong' })
    expect(
      (await frame.request('RPC_REQUEST', { method: 'eth_blockNumber' }))
        .payload,
    ).toEqual({ message: 'Something went wrong' })
    expect(
      (await frame.request('CONNECT_EMAIL', { email: 42 })).payload,
    ).toEqual({ message: 'Invalid request: email' })
  })
})
