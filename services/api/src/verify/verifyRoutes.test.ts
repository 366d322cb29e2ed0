import { createHash, webcrypto } from 'node:crypto'
import { verifyP256Jwt } from '@walletconnect/utils'
import { describe, expect, test } from 'vitest'
import { createTestApp, type DbKind, dbKinds } from '../../test/testDbs.js'
import { loadAttestationFrame } from '../../test/verify/loadAttestationFrame.js'
import { createApp } from '../app/createApp.js'
import type { ApiSettings } from '../app/types.js'
import { createProject } from '../projects/createProject.js'
import type { AttestationPayload } from './Attestation.js'
import { addScamDomains } from './addScamDomains.js'
import type { VerifyPublicJwk } from './importVerifyKey.js'
import { sweepAttestations } from './sweepAttestations.js'

const hex = (text: string) => createHash('sha256').update(text).digest('hex')
const generous = {
  ipRateLimit: { ratePerSecond: 1000, burst: 1000 },
  lookupRateLimit: { ratePerSecond: 1000, burst: 1000 },
}

async function setup(kind: DbKind, verify: ApiSettings['verify'] = {}) {
  const t = await createTestApp(kind, {
    adminToken: 'secret',
    verify: { ...generous, ...verify },
  })
  await createProject(t.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: [
      'https://shop.example',
      'https://*.shop.example',
      'http://127.0.0.1:*',
    ],
  })
  let n = 0
  /** Ids as the official SDK makes them, fresh each call. */
  const ids = () => {
    n++
    return { id: hex(`message ${n}`), decryptedId: hex(`payload ${n}`) }
  }
  const publicKey = async () => {
    const response = await t.request('/v3/public-key')
    expect(response.status).toBe(200)
    return ((await response.json()) as { publicKey: VerifyPublicJwk }).publicKey
  }
  /** Loads the attestation page as the SDK's iframe does, in a browser. */
  const page = async ({
    referer,
    projectId = 'shop',
    origin = referer,
    id = ids(),
    ...frame
  }: {
    referer?: string | undefined
    projectId?: string
    origin?: string | undefined
    id?: { id: string; decryptedId: string }
  } & Omit<
    Parameters<typeof loadAttestationFrame>[0],
    'request' | 'query' | 'referer'
  >) => {
    const { response, posted, postStatus, token } = await loadAttestationFrame({
      request: t.request,
      query: { projectId, origin: origin ?? '', ...id },
      referer,
      ...frame,
    })
    expect(response.status).toBe(200)
    expect(posted).toHaveLength(1)
    const { message, targetOrigin } = posted[0]!
    const data = JSON.parse(message as string) as {
      type: string
      attestation: string
    }
    expect(data.type).toBe('verify_attestation')
    const payload = verifyP256Jwt<AttestationPayload>(
      data.attestation,
      await publicKey(),
    )
    expect(payload.id).toBe(id.id)
    return {
      response,
      payload,
      targetOrigin,
      jwt: data.attestation,
      postStatus,
      token,
      ...id,
    }
  }
  const lookup = async (path: string) => {
    const response = await t.request(path)
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }
  }
  const admin = (path: string, init: RequestInit = {}) =>
    t.request(path, {
      ...init,
      headers: { authorization: 'Bearer secret', ...init.headers },
    })
  return { ...t, ids, page, lookup, publicKey, admin }
}

describe.each(dbKinds)('Verify on %s', (kind) => {
  test('the page attests the Referer origin of an allowed origin', async () => {
    const { page, lookup } = await setup(kind)
    const now = Math.floor(Date.now() / 1000)
    const { response, payload, targetOrigin, id, decryptedId } = await page({
      referer: 'https://shop.example/',
    })
    expect(payload).toEqual({
      exp: expect.any(Number),
      id,
      origin: 'https://shop.example',
      isScam: false,
      isVerified: true,
    })
    expect(payload.exp - now).toBeGreaterThanOrEqual(599)
    expect(payload.exp - now).toBeLessThanOrEqual(601)
    expect(targetOrigin).toBe('https://shop.example')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'sha256-/,
    )
    expect(response.headers.get('x-frame-options')).toBeNull()
    const record = {
      origin: 'https://shop.example',
      isScam: false,
      isVerified: true,
    }
    for (const path of [
      `/v3/attestation/${id}`,
      `/v3/attestation/${decryptedId}`,
    ])
      expect(await lookup(path)).toEqual({
        status: 200,
        body: { ...record, expiresAt: payload.exp },
      })
    for (const path of [
      `/attestation/${decryptedId}?v2Supported=true`,
      `/attestation/${id.toUpperCase()}`,
    ])
      expect(await lookup(path)).toEqual({ status: 200, body: record })
  })

  test('origin rules: wildcards, ports, and origins not allowed', async () => {
    const { page, lookup } = await setup(kind)
    const verified = async (referer: string) =>
      (await page({ referer })).payload.isVerified
    expect(await verified('https://app.shop.example/x')).toBe(true)
    expect(await verified('https://a.b.shop.example/')).toBe(true)
    expect(await verified('http://127.0.0.1:5173/')).toBe(true)
    expect(await verified('https://shop.example:8443/')).toBe(false)
    expect(await verified('http://shop.example/')).toBe(false)
    expect(await verified('https://shop.example.evil.example/')).toBe(false)
    expect(await verified('https://evilshop.example/')).toBe(false)
    // An unverified, non-scam origin is stored (v3 lookup) but the v2
    // fallback answers 404, as the v3 JWT makes the official SDK say UNKNOWN.
    const other = await page({ referer: 'https://other.example/' })
    expect(other.payload).toMatchObject({
      origin: 'https://other.example',
      isVerified: false,
    })
    expect(other.targetOrigin).toBe('https://other.example')
    expect((await lookup(`/v3/attestation/${other.id}`)).body).toMatchObject({
      origin: 'https://other.example',
      isVerified: false,
    })
    expect((await lookup(`/attestation/${other.decryptedId}`)).status).toBe(404)
  })

  test('the origin query parameter is never trusted', async () => {
    const { page } = await setup(kind)
    // An attacker page claims the allowed origin in the query.
    const forged = await page({
      referer: 'https://evil.example/',
      origin: 'https://shop.example',
    })
    expect(forged.payload).toMatchObject({
      origin: 'https://evil.example',
      isVerified: false,
    })
    expect(forged.targetOrigin).toBe('https://evil.example')
    // No Referer (Referrer-Policy: no-referrer): nothing is attested, and
    // the page still answers at once.
    const hidden = await page({ origin: 'https://shop.example' })
    expect(hidden.payload).toMatchObject({ origin: '', isVerified: false })
    expect(hidden.targetOrigin).toBe('*')
  })

  test('unknown and missing projects get no token: nothing is attested', async () => {
    const { page, request, lookup } = await setup(kind)
    for (const projectId of ['nope', '', 'x'.repeat(200), 'sh op']) {
      const { payload, token, decryptedId } = await page({
        referer: 'https://shop.example/',
        projectId,
      })
      expect(token).toBeUndefined()
      expect(payload).toMatchObject({ origin: '', isVerified: false })
      expect((await lookup(`/v3/attestation/${decryptedId}`)).status).toBe(404)
    }
    const { id, decryptedId } = { id: hex('a'), decryptedId: hex('b') }
    const bare = await request(
      `/v3/attestation?id=${id}&decryptedId=${decryptedId}`,
      { headers: { referer: 'https://shop.example/' } },
    )
    expect(bare.status).toBe(200)
    expect((await lookup(`/v3/attestation/${id}`)).status).toBe(404)
  })

  test('scam domains: the host or a parent domain, verified or not', async () => {
    const { db, page, lookup } = await setup(kind)
    await addScamDomains(db, { domains: ['evil.example', 'bad.shop.example'] })
    const scam = async (referer: string) => (await page({ referer })).payload
    expect(await scam('https://evil.example/')).toMatchObject({
      isScam: true,
      isVerified: false,
    })
    const sub = await page({ referer: 'https://app.evil.example/' })
    expect(sub.payload.isScam).toBe(true)
    // The v2 fallback tells a scam even when the origin is not verified.
    expect(await lookup(`/attestation/${sub.decryptedId}`)).toEqual({
      status: 200,
      body: {
        origin: 'https://app.evil.example',
        isScam: true,
        isVerified: false,
      },
    })
    expect(await scam('https://x.bad.shop.example/')).toMatchObject({
      isScam: true,
      isVerified: true,
    })
    // Listed after the attestation: lookups tell it at once.
    const late = await page({ referer: 'https://late.example/' })
    expect(late.payload.isScam).toBe(false)
    expect((await lookup(`/attestation/${late.decryptedId}`)).status).toBe(404)
    await addScamDomains(db, { domains: ['late.example'] })
    expect((await lookup(`/v3/attestation/${late.id}`)).body).toMatchObject({
      isScam: true,
    })
    expect((await lookup(`/attestation/${late.decryptedId}`)).body).toEqual({
      origin: 'https://late.example',
      isScam: true,
      isVerified: false,
    })
    expect((await scam('https://notevil.example/')).isScam).toBe(false)
    expect((await scam('https://evil.example.org/')).isScam).toBe(false)
  })

  test('a POST without the page’s frame token is refused (a look-alike’s backend mints nothing)', async () => {
    const { request, lookup, ids } = await setup(kind)
    const { id, decryptedId } = ids()
    // What the old POST accepted: the real dapp's Origin, sent by a server.
    for (const headers of [
      { origin: 'https://shop.example', 'content-type': 'text/plain' },
      { origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      const response = await request('/v3/attestation', {
        method: 'POST',
        headers,
        body: JSON.stringify({ projectId: 'shop', id, decryptedId }),
      })
      expect(response.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(
        400,
      )
      expect(response.status).toBeLessThan(500)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
    expect((await lookup(`/v3/attestation/${id}`)).status).toBe(404)
    expect((await lookup(`/attestation/${decryptedId}`)).status).toBe(404)
  })

  test('the page’s token: issued to a frame load only, bound to a cookie, redeemed once', async () => {
    const { page, request, lookup, publicKey } = await setup(kind)
    const first = await page({ referer: 'https://shop.example/' })
    expect(first.postStatus).toBe(200)
    const cookie = first.response.headers.getSetCookie()
    expect(cookie).toHaveLength(1)
    expect(cookie[0]).toMatch(
      /^__Host-lv-[0-9a-f]{16}=[\w-]{43}; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/,
    )
    // Replayed (same browser, same token): refused, the first stands.
    let replay: RequestInit | undefined
    const second = await page({
      referer: 'https://shop.example/',
      onPost: (init) => {
        replay = init
      },
    })
    expect(second.payload.isVerified).toBe(true)
    const again = await request('/v3/attestation', replay)
    expect(again.status).toBe(403)
    expect(await again.json()).toMatchObject({ code: 'VERIFY_TOKEN_INVALID' })
    // Another browser (no cookie): refused, nothing stored, the fallback
    // answers at once; the token is still there for the right browser.
    let stolen: RequestInit | undefined
    const other = await page({
      referer: 'https://shop.example/',
      dropCookies: true,
      onPost: (init) => {
        stolen = init
      },
    })
    expect(other.postStatus).toBe(403)
    expect(other.payload).toMatchObject({ origin: '', isVerified: false })
    expect((await lookup(`/v3/attestation/${other.id}`)).status).toBe(404)
    const owner = await request('/v3/attestation', {
      ...stolen,
      headers: {
        ...(stolen?.headers as Record<string, string>),
        cookie: other.response.headers.getSetCookie()[0]!.split(';')[0]!,
      },
    })
    expect(owner.status).toBe(200)
    const { attestation } = (await owner.json()) as { attestation: string }
    expect(verifyP256Jwt(attestation, await publicKey())).toMatchObject({
      id: other.id,
      origin: 'https://shop.example',
      isVerified: true,
    })
    // Not loaded as a frame (a script's fetch, a server's plain GET, a
    // top-level visit): no token, nothing attested.
    for (const dest of ['empty', 'document', '']) {
      const loaded = await page({ referer: 'https://shop.example/', dest })
      expect(loaded.token, dest).toBeUndefined()
      expect(loaded.payload).toMatchObject({ origin: '', isVerified: false })
      expect(loaded.response.headers.getSetCookie()).toEqual([])
    }
  })

  test('the POST must come from the page itself: same-origin, its parent the Referer’s page', async () => {
    const { page, lookup, db } = await setup(kind)
    // Sent from another site (a page that got hold of token and cookie).
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.shop.example' },
      { origin: 'https://shop.example' },
    ]) {
      const forged = await page({
        referer: 'https://shop.example/',
        onPost: (init) => {
          Object.assign(init.headers as Record<string, string>, headers)
          if (!('sec-fetch-site' in headers))
            delete (init.headers as Record<string, string>)['sec-fetch-site']
        },
      })
      expect(forged.postStatus, JSON.stringify(headers)).toBe(403)
      expect(forged.payload).toMatchObject({ origin: '', isVerified: false })
      expect((await lookup(`/v3/attestation/${forged.id}`)).status).toBe(404)
    }
    // The browser names another parent than the Referer did.
    const nested = await page({
      referer: 'https://shop.example/',
      ancestorOrigins: ['https://evil.example', 'https://shop.example'],
    })
    expect(nested.postStatus).toBe(403)
    const direct = await page({
      referer: 'https://shop.example/',
      ancestorOrigins: ['https://shop.example'],
    })
    expect(direct.payload).toMatchObject({
      origin: 'https://shop.example',
      isVerified: true,
    })
    // Expired.
    const late = await page({
      referer: 'https://shop.example/',
      onPost: () =>
        db.query(
          "UPDATE verify_tokens SET expires_at = now() - interval '1 second'",
        ),
    })
    expect([late.postStatus, late.payload.origin]).toEqual([403, ''])
  })

  test('per-project limits on tokens: own origins apart from others, and per client', async () => {
    const { app, db, ids } = await setup(kind, {
      projectRateLimit: { ratePerSecond: 0.001, burst: 3 },
      projectIpRateLimit: { ratePerSecond: 0.001, burst: 2 },
    })
    await createProject(db, {
      id: 'cafe',
      name: 'Cafe',
      allowedOrigins: ['https://cafe.example'],
    })
    const tokenFor = async (ip: string, referer: string, projectId = 'shop') =>
      (
        await loadAttestationFrame({
          request: (path, init) =>
            app.request(`http://localhost${path}`, init, {
              incoming: { socket: { remoteAddress: ip } },
            }),
          query: { projectId, ...ids() },
          referer,
        })
      ).token !== undefined
    const own = 'https://shop.example/'
    // Per project and client: 2.
    expect(await tokenFor('203.0.113.1', own)).toBe(true)
    expect(await tokenFor('203.0.113.1', own)).toBe(true)
    expect(await tokenFor('203.0.113.1', own)).toBe(false)
    // Per project (own origins): 3 in all.
    expect(await tokenFor('203.0.113.2', own)).toBe(true)
    expect(await tokenFor('203.0.113.3', own)).toBe(false)
    // Look-alikes spend their own bucket, not the real pages'; other
    // projects have their own.
    expect(await tokenFor('203.0.113.4', 'https://evil.example/')).toBe(true)
    expect(await tokenFor('203.0.113.4', 'https://cafe.example/', 'cafe')).toBe(
      true,
    )
  })

  test('records expire, are swept, and are capped', async () => {
    const { db, page, lookup, request } = await setup(kind, {
      ttlSeconds: 120,
      maxRecords: 3,
      sweepIntervalMs: 0,
    })
    const now = Math.floor(Date.now() / 1000)
    const first = await page({ referer: 'https://shop.example/' })
    expect(first.payload.exp - now).toBeGreaterThanOrEqual(119)
    expect(first.payload.exp - now).toBeLessThanOrEqual(121)
    await db.query(
      "UPDATE verify_attestations SET expires_at = now() - interval '1 second' WHERE id = $1",
      [first.id],
    )
    expect((await lookup(`/v3/attestation/${first.id}`)).status).toBe(404)
    expect((await lookup(`/attestation/${first.decryptedId}`)).status).toBe(404)
    // A token never redeemed (its browser lost the cookie) goes too.
    await page({ referer: 'https://shop.example/', dropCookies: true })
    const tokens = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM verify_tokens',
        )
      )[0]?.n
    expect(await tokens()).toBe(1)
    await db.query(
      "UPDATE verify_tokens SET expires_at = now() - interval '1 second'",
    )
    expect(await sweepAttestations(db)).toEqual({ deleted: 1, remaining: 0 })
    expect(await tokens()).toBe(0)
    // Cap: 3 records; the 4th page still answers a valid JWT, unstored.
    const kept = []
    for (let i = 0; i < 4; i++)
      kept.push(await page({ referer: 'https://shop.example/' }))
    const statuses = []
    for (const { id } of kept)
      statuses.push((await request(`/v3/attestation/${id}`)).status)
    expect(statuses).toEqual([200, 200, 200, 404])
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verify_attestations',
    )
    expect(count?.n).toBe(3)
  })

  test('the first record of an id wins', async () => {
    const { page, lookup, ids } = await setup(kind)
    const id = ids()
    await page({ referer: 'https://shop.example/', id })
    const again = await page({ referer: 'https://evil.example/', id })
    expect(again.payload.origin).toBe('https://evil.example')
    expect((await lookup(`/v3/attestation/${id.id}`)).body).toMatchObject({
      origin: 'https://shop.example',
      isVerified: true,
    })
  })

  test('one signing key for every instance on one database', async () => {
    const { db } = await setup(kind)
    const settings = { verify: generous }
    const apps = [createApp({ db, settings }), createApp({ db, settings })]
    // Both start cold at once: insert-if-absent, then read.
    const keys = await Promise.all(
      apps.map(async (app) => {
        const response = await app.request('http://localhost/v3/public-key')
        const body = (await response.json()) as {
          publicKey: VerifyPublicJwk
          expiresAt: number
        }
        expect(body.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600)
        return body.publicKey
      }),
    )
    expect(keys[0]).toEqual(keys[1])
    expect(keys[0]).toMatchObject({
      crv: 'P-256',
      ext: true,
      key_ops: ['verify'],
      kty: 'EC',
    })
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verify_keys',
    )
    expect(row?.n).toBe(1)
    // A JWT from one instance verifies with the other's key, and a token
    // issued by one is redeemed by the other.
    const [one, two] = apps as [(typeof apps)[0], (typeof apps)[0]]
    const { posted } = await loadAttestationFrame({
      request: (path, init) =>
        (init?.method === 'POST' ? two : one).request(
          `http://localhost${path}`,
          init,
        ),
      query: { projectId: 'shop', id: hex('1'), decryptedId: hex('2') },
      referer: 'https://shop.example/',
    })
    const { attestation } = JSON.parse(posted[0]!.message as string) as {
      attestation: string
    }
    expect(verifyP256Jwt(attestation, keys[1]!)).toMatchObject({
      isVerified: true,
    })
  })

  test('LATCH_API_VERIFY_KEY: a key from the environment', async () => {
    const pair = await webcrypto.subtle.generateKey(
      { name: 'ECDSA', namedCurve: 'P-256' },
      true,
      ['sign', 'verify'],
    )
    const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey)
    const { db } = await setup(kind)
    const app = createApp({
      db,
      settings: { verify: { ...generous, privateJwk: JSON.stringify(jwk) } },
    })
    const response = await app.request('http://localhost/v3/public-key')
    expect(
      ((await response.json()) as { publicKey: VerifyPublicJwk }).publicKey,
    ).toEqual({
      crv: 'P-256',
      ext: true,
      key_ops: ['verify'],
      kty: 'EC',
      x: jwk.x,
      y: jwk.y,
    })
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verify_keys',
    )
    expect(row?.n).toBe(0)
  })

  test('per-IP rate limits answer 429 with Retry-After', async () => {
    const { app, ids } = await setup(kind, {
      ipRateLimit: { ratePerSecond: 0.01, burst: 2 },
      lookupRateLimit: { ratePerSecond: 0.01, burst: 2 },
    })
    const from = (ip: string, path: string) =>
      app.request(
        `http://localhost${path}`,
        { headers: { referer: 'https://shop.example/' } },
        { incoming: { socket: { remoteAddress: ip } } },
      )
    const attest = () => {
      const q = new URLSearchParams({ projectId: 'shop', ...ids() })
      return `/v3/attestation?${q}`
    }
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await from('203.0.113.1', attest())).status)
    expect(statuses).toEqual([200, 200, 429])
    const limited = await from('203.0.113.1', attest())
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await from('203.0.113.2', attest())).status).toBe(200)
    const keys = []
    for (let i = 0; i < 3; i++)
      keys.push((await from('203.0.113.3', '/v3/public-key')).status)
    expect(keys).toEqual([200, 200, 429])
  })

  test('bad input is a 4xx, never a 5xx', async () => {
    const { request, ids } = await setup(kind, {})
    const { id, decryptedId } = ids()
    const gets = [
      '/v3/attestation',
      `/v3/attestation?projectId=shop&id=${id}`,
      `/v3/attestation?projectId=shop&decryptedId=${decryptedId}`,
      `/v3/attestation?projectId=shop&id=xyz&decryptedId=${decryptedId}`,
      `/v3/attestation?projectId=shop&id=${id}0&decryptedId=${decryptedId}`,
      `/v3/attestation?projectId=shop&id=${'g'.repeat(64)}&decryptedId=${decryptedId}`,
      `/v3/attestation?projectId=shop&id=${id}%00&decryptedId=${decryptedId}`,
      `/v3/attestation?projectId=sh%00op&id=${id}&decryptedId=${decryptedId}`,
      `/v3/attestation?projectId=${'p'.repeat(300)}&id=${id}&decryptedId=${decryptedId}`,
      `/v3/attestation?projectId=shop&origin=${'o'.repeat(3000)}&id=${id}&decryptedId=${decryptedId}`,
      '/v3/attestation/xyz',
      `/v3/attestation/${id.slice(1)}`,
      `/v3/attestation/${id}%00`,
      `/v3/attestation/${'a'.repeat(5000)}`,
      '/attestation/%E0%A4%A',
      `/attestation/${'z'.repeat(64)}?v2Supported=true`,
      `/attestation/${id}`,
      `/v3/attestation/${id}`,
    ]
    for (const path of gets) {
      const response = await request(path, {
        headers: { referer: 'https://shop.example/' },
      })
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
    }
    const posts: [Record<string, string>, string | Blob][] = [
      [{}, ''],
      [{}, 'not json'],
      [{}, '[]'],
      [{}, 'null'],
      [{}, JSON.stringify({ projectId: 'shop' })],
      [{}, JSON.stringify({ token: 1 })],
      [{}, JSON.stringify({ token: 'x'.repeat(32) })],
      [
        { cookie: '__Host-lv-0=%%;;=; a' },
        JSON.stringify({ token: 'x'.repeat(32) }),
      ],
      [{}, JSON.stringify({ token: 'x'.repeat(32), ancestorOrigin: 5 })],
      [{}, JSON.stringify({ token: 'x'.repeat(32), ancestorOrigin: '::' })],
      [{}, JSON.stringify({ projectId: 'shop', id, decryptedId: 'x' })],
      [{}, JSON.stringify({ projectId: 'shop', id: 1, decryptedId })],
      [{}, JSON.stringify({ projectId: 7, id, decryptedId })],
      [{}, JSON.stringify({ projectId: 'x'.repeat(300), id, decryptedId })],
      [{}, JSON.stringify({ projectId: 'sh\u0000op', id, decryptedId })],
      [
        {},
        JSON.stringify({
          projectId: 'shop',
          id,
          decryptedId,
          pad: 'x'.repeat(2000),
        }),
      ],
      [{}, 'x'.repeat(2_000_000)],
      [{}, new Blob([new Uint8Array([0xff, 0xfe, 0x00, 0x01])])],
      [
        { 'content-type': 'multipart/form-data; boundary=x' },
        JSON.stringify({ projectId: 'shop', id, decryptedId }),
      ],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'id=1'],
      [
        { 'content-type': 'text/html' },
        JSON.stringify({ projectId: 'shop', id, decryptedId }),
      ],
    ]
    for (const [headers, body] of posts) {
      const response = await request('/v3/attestation', {
        method: 'POST',
        headers: {
          origin: 'https://shop.example',
          'sec-fetch-site': 'same-origin',
          ...headers,
        },
        body,
      })
      const label = `${JSON.stringify(headers)} ${String(body).slice(0, 60)}`
      expect(response.status, label).toBeGreaterThanOrEqual(400)
      expect(response.status, label).toBeLessThan(500)
    }
    // Garbage in the browser headers is no origin, not an error.
    for (const referer of [
      '::::',
      'null',
      'x'.repeat(8000),
      'javascript:alert(1)',
    ])
      expect(
        (
          await request(
            `/v3/attestation?projectId=shop&id=${id}&decryptedId=${decryptedId}`,
            { headers: { referer } },
          )
        ).status,
      ).toBe(200)
  })
})
