// The resolver against a small Verify server on port 0 that answers the
// official Verify v3 API (public key, lookups) and can rotate its key,
// register late or hang. The real latch-api is exercised in
// createVerifyResolver.api.test.ts.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  generateAttestationKey,
  signTestAttestation,
  type TestAttestationPayload,
} from '@latch/test'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { hashMessage } from '../crypto/hashMessage.js'
import { createVerifyResolver } from './createVerifyResolver.js'

type Key = Awaited<ReturnType<typeof generateAttestationKey>>
const state = {
  key: undefined as unknown as Key,
  keyFetches: 0,
  lookups: 0,
  records: new Map<string, object>(),
  hang: false,
}
let server: Server
let url: string

beforeAll(async () => {
  state.key = await generateAttestationKey()
  server = createServer((request, response) => {
    if (state.hang) return
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (path === '/v3/public-key') {
      state.keyFetches++
      return send(200, {
        publicKey: state.key.publicKey,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      })
    }
    const lookup = /^\/v3\/attestation\/([0-9a-f]{64})$/.exec(path)
    if (lookup) {
      state.lookups++
      const record = state.records.get(lookup[1] as string)
      return record ? send(200, record) : send(404, { code: 'not_found' })
    }
    send(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  state.keyFetches = 0
  state.lookups = 0
  state.records.clear()
  state.hang = false
})

const dappUrl = 'https://app.example/path?x=1'
const message = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8='
const payload = {
  id: 1795246995523001,
  jsonrpc: '2.0',
  method: 'wc_sessionPropose',
  params: {},
}
const claims = async (
  overrides: Partial<TestAttestationPayload> = {},
): Promise<TestAttestationPayload> => ({
  exp: Math.floor(Date.now() / 1000) + 300,
  id: await hashMessage(message),
  origin: 'https://app.example',
  isScam: false,
  isVerified: true,
  ...overrides,
})
const jwt = async (
  overrides: Partial<TestAttestationPayload> = {},
  key = state.key,
) => signTestAttestation(key.privateKey, await claims(overrides))
/** The dapp's metadata; it names the Verify server it registers with. */
const metadata = (verifyUrl = url) => ({
  name: 'App',
  description: '',
  url: dappUrl,
  icons: [],
  verifyUrl,
})
const resolve = (
  attestation: string | undefined,
  options: { timeout?: number; lookupWindow?: number } = {},
) =>
  createVerifyResolver({ url, lookupWindow: 300, ...options })({
    message,
    payload,
    attestation,
    metadata: metadata(),
  })

describe('with an attestation JWT', () => {
  test('attested origin = claimed origin, verified: VALID', async () => {
    expect(await resolve(await jwt())).toEqual({
      verifyUrl: url,
      validation: 'VALID',
      origin: 'https://app.example',
    })
    expect(state.lookups).toBe(0)
  })

  test('another origin than the claimed URL: INVALID, with the real origin', async () => {
    expect(
      await resolve(await jwt({ origin: 'https://evil.example' })),
    ).toEqual({
      verifyUrl: url,
      validation: 'INVALID',
      origin: 'https://evil.example',
    })
  })

  test('an origin the project does not allow (isVerified false): UNKNOWN', async () => {
    expect(await resolve(await jwt({ isVerified: false }))).toMatchObject({
      validation: 'UNKNOWN',
    })
  })

  test('a scam domain: isScam passed through', async () => {
    expect(
      await resolve(
        await jwt({ origin: 'https://evil.example', isScam: true }),
      ),
    ).toEqual({
      verifyUrl: url,
      validation: 'INVALID',
      origin: 'https://evil.example',
      isScam: true,
    })
    expect(
      await resolve(await jwt({ isScam: true, isVerified: false })),
    ).toMatchObject({ validation: 'UNKNOWN', isScam: true })
  })

  test('the server rotated its key: the cached key fails, fetched again once', async () => {
    const verify = createVerifyResolver({ url, lookupWindow: 0 })
    const input = { message, payload, metadata: metadata() }
    expect(await verify({ ...input, attestation: await jwt() })).toMatchObject({
      validation: 'VALID',
    })
    expect(state.keyFetches).toBe(1)
    expect(await verify({ ...input, attestation: await jwt() })).toMatchObject({
      validation: 'VALID',
    })
    expect(state.keyFetches).toBe(1)
    state.key = await generateAttestationKey()
    expect(await verify({ ...input, attestation: await jwt() })).toMatchObject({
      validation: 'VALID',
    })
    expect(state.keyFetches).toBe(2)
  })

  test('signed by a key the server does not have: UNKNOWN', async () => {
    const stranger = await generateAttestationKey()
    expect(await resolve(await jwt({}, stranger))).toMatchObject({
      validation: 'UNKNOWN',
      origin: dappUrl,
    })
    // Cached key, then one refetch.
    expect(state.keyFetches).toBe(2)
  })

  test('attesting another message (id mismatch): UNKNOWN', async () => {
    expect(
      await resolve(await jwt({ id: await hashMessage('other') })),
    ).toMatchObject({ validation: 'UNKNOWN', origin: dappUrl })
  })

  test('expired: UNKNOWN', async () => {
    expect(
      await resolve(await jwt({ exp: Math.floor(Date.now() / 1000) - 5 })),
    ).toMatchObject({ validation: 'UNKNOWN', origin: dappUrl })
  })

  test('an empty attestation (the dapp failed to register): UNKNOWN, nothing fetched', async () => {
    expect(await resolve('')).toMatchObject({ validation: 'UNKNOWN' })
    expect(state.keyFetches + state.lookups).toBe(0)
  })
})

describe('without a JWT: looked up by the decrypted message hash', () => {
  const record = {
    origin: 'https://app.example',
    isScam: false,
    isVerified: true,
  }

  test('registered: VALID', async () => {
    state.records.set(await hashMessage(JSON.stringify(payload)), record)
    expect(await resolve(undefined)).toEqual({
      verifyUrl: url,
      validation: 'VALID',
      origin: 'https://app.example',
    })
  })

  test('registered a moment after the message arrives: retried, VALID', async () => {
    const decryptedId = await hashMessage(JSON.stringify(payload))
    setTimeout(() => state.records.set(decryptedId, record), 150)
    expect(await resolve(undefined, { lookupWindow: 1_000 })).toMatchObject({
      validation: 'VALID',
    })
    expect(state.lookups).toBeGreaterThan(1)
  })

  test('origin mismatch, scam: INVALID with isScam', async () => {
    state.records.set(await hashMessage(JSON.stringify(payload)), {
      origin: 'https://evil.example',
      isScam: true,
      isVerified: false,
    })
    expect(await resolve(undefined)).toEqual({
      verifyUrl: url,
      validation: 'INVALID',
      origin: 'https://evil.example',
      isScam: true,
    })
  })

  test('never registered: UNKNOWN once the lookup window is over', async () => {
    const started = Date.now()
    expect(await resolve(undefined, { lookupWindow: 400 })).toEqual({
      verifyUrl: url,
      validation: 'UNKNOWN',
      origin: dappUrl,
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  test('a dapp that does not register with this server: one lookup, no waiting', async () => {
    const started = Date.now()
    const verify = createVerifyResolver({ url, lookupWindow: 2_000 })
    for (const claimed of [undefined, 'https://verify.example'])
      expect(
        await verify({
          message,
          payload,
          metadata: { ...metadata(), verifyUrl: claimed },
        }),
      ).toMatchObject({ validation: 'UNKNOWN', origin: dappUrl })
    expect(state.lookups).toBe(2)
    expect(Date.now() - started).toBeLessThan(1_000)
    // The claim only decides the waiting: a registration found is used.
    state.records.set(await hashMessage(JSON.stringify(payload)), record)
    expect(
      await verify({
        message,
        payload,
        metadata: metadata('https://x.example'),
      }),
    ).toMatchObject({ validation: 'VALID', verifyUrl: url })
  })

  test('a JWT that fails its checks falls back to the lookup', async () => {
    state.records.set(await hashMessage(JSON.stringify(payload)), record)
    const stranger = await generateAttestationKey()
    expect(await resolve(await jwt({}, stranger))).toMatchObject({
      validation: 'VALID',
    })
  })
})

describe('failures', () => {
  test('a server that never answers: UNKNOWN at the timeout', async () => {
    state.hang = true
    const started = Date.now()
    expect(await resolve(undefined, { timeout: 300 })).toEqual({
      verifyUrl: url,
      validation: 'UNKNOWN',
      origin: dappUrl,
    })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await resolve(await jwt(), { timeout: 300 })).toMatchObject({
      validation: 'UNKNOWN',
    })
  })

  test('no server at all: UNKNOWN', async () => {
    const verify = createVerifyResolver({ url: 'http://127.0.0.1:9' })
    expect(
      await verify({
        message,
        payload,
        attestation: await jwt(),
        metadata: metadata(),
      }),
    ).toMatchObject({ validation: 'UNKNOWN' })
  })

  test('a claimed URL that is not a URL: INVALID when something is attested', async () => {
    state.records.set(await hashMessage(JSON.stringify(payload)), {
      origin: 'https://app.example',
      isScam: false,
      isVerified: true,
    })
    expect(
      await createVerifyResolver({ url })({
        message,
        payload,
        metadata: { ...metadata(), url: 'not a url' },
      }),
    ).toMatchObject({ validation: 'INVALID' })
  })
})
