import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import type { Hono } from 'hono'
import { SiweMessage } from 'siwe'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSiwxTestApi,
  SIWX_ORIGIN,
  SIWX_OTHER_ORIGIN,
  SIWX_OTHER_PROJECT_ID,
  SIWX_PROJECT_ID,
} from '../../test/siwx/createSiwxTestApi.js'
import { dbKinds } from '../../test/testDbs.js'
import type { AppEnv } from '../app/types.js'
import type { Db } from '../db/Db.js'
import { createSiwxNonce } from './createSiwxNonce.js'
import { loadSiwxNonceKey } from './loadSiwxNonceKey.js'
import { sweepSiwx, usedNonceGraceMs } from './sweepSiwx.js'

/**
 * A new account whose checksummed address has capital letters, so that
 * lower-casing it changes it (the EIP-55 test below): about one random
 * address in 400 has none ((13/16)^40).
 */
function mixedCaseAccount() {
  for (;;) {
    const account = privateKeyToAccount(generatePrivateKey())
    if (account.address !== account.address.toLowerCase()) return account
  }
}
const alice = mixedCaseAccount()
const bob = privateKeyToAccount(generatePrivateKey())
let anvils: StartAnvilReturnType[] = []

beforeAll(async () => {
  anvils = await Promise.all([
    startAnvil({ port: 0 }),
    startAnvil({ port: 0, chainId: 31338 }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const path = (p: string, projectId = SIWX_PROJECT_ID) =>
  `${p}${p.includes('?') ? '&' : '?'}projectId=${projectId}`

describe.each(dbKinds)('SIWX routes on %s', (kind) => {
  let app: Hono<AppEnv>
  let db: Db
  beforeAll(async () => {
    ;({ app, db } = await createSiwxTestApi({
      kind,
      rpcUrls: [anvils[0]!.url, anvils[1]!.url],
    }))
  })

  const request = (
    p: string,
    init: RequestInit & { base?: string; projectId?: string } = {},
  ) => {
    const { base = 'http://localhost', projectId, ...rest } = init
    return app.request(`${base}${path(p, projectId)}`, rest)
  }
  const getNonce = async (projectId = SIWX_PROJECT_ID) => {
    const res = await request('/v1/siwx/nonce', {
      method: 'POST',
      projectId,
      headers: {
        origin: projectId === SIWX_PROJECT_ID ? SIWX_ORIGIN : SIWX_OTHER_ORIGIN,
      },
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { nonce: string }).nonce
  }
  const message = async (
    fields: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  ) =>
    createSiweMessage({
      domain: 'app.example',
      uri: 'https://app.example/login',
      address: alice.address,
      chainId: 31337,
      version: '1',
      nonce: fields.nonce ?? (await getNonce()),
      issuedAt: new Date(),
      statement: 'Sign in to the SIWX test.',
      ...fields,
    })
  const verify = (
    body: unknown,
    {
      origin = SIWX_ORIGIN,
      base,
    }: { origin?: string | null; base?: string } = {},
  ) =>
    request('/v1/siwx/verify', {
      method: 'POST',
      ...(base ? { base } : {}),
      headers: {
        'content-type': 'application/json',
        ...(origin ? { origin } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const signIn = async (
    fields: Partial<Parameters<typeof createSiweMessage>[0]> = {},
    account = alice,
  ) => {
    const text = await message({ address: account.address, ...fields })
    const signature = await account.signMessage({ message: text })
    const res = await verify({ message: text, signature })
    expect(res.status, await res.clone().text()).toBe(200)
    return {
      res,
      text,
      signature,
      ...((await res.json()) as {
        token: string
        session: Record<string, unknown> & { id: string }
      }),
    }
  }
  const expectError = async (res: Response, status: number, code: string) => {
    const body = (await res.json()) as { code: string; message: string }
    expect({ status: res.status, code: body.code }).toEqual({ status, code })
    expect(body.message).toEqual(expect.any(String))
  }
  const bearer = (token: string) => ({
    headers: { authorization: `Bearer ${token}`, origin: SIWX_ORIGIN },
  })

  it('issues single-use stateless nonces by GET and POST', async () => {
    const get = await request('/v1/siwx/nonce', {
      headers: { origin: SIWX_ORIGIN },
    })
    expect(get.status).toBe(200)
    expect(get.headers.get('cache-control')).toBe('no-store')
    const a = (await get.json()) as { nonce: string; expiresAt: string }
    // base58 of 37 bytes: letters and digits (EIP-4361), nothing stored.
    expect(a.nonce).toMatch(/^[1-9A-HJ-NP-Za-km-z]{45,51}$/)
    const lifetime = Date.parse(a.expiresAt) - Date.now()
    expect(lifetime).toBeGreaterThan(290_000)
    expect(lifetime).toBeLessThanOrEqual(300_000)
    const b = await getNonce()
    expect(b).not.toBe(a.nonce)
  })

  it('refuses nonces without a known project or from a foreign origin', async () => {
    await expectError(
      await app.request('http://localhost/v1/siwx/nonce'),
      400,
      'MISSING_PROJECT_ID',
    )
    await expectError(
      await request('/v1/siwx/nonce', { projectId: 'nope' }),
      403,
      'INVALID_PROJECT_ID',
    )
    await expectError(
      await request('/v1/siwx/nonce', {
        headers: { origin: SIWX_OTHER_ORIGIN },
      }),
      403,
      'ORIGIN_NOT_ALLOWED',
    )
  })

  it('signs in with a viem message and an EOA signature; siwe agrees', async () => {
    const expirationTime = new Date(Date.now() + 3_600_000)
    const { res, text, signature, token, session } = await signIn({
      expirationTime,
      requestId: 'req-1',
      resources: ['https://app.example/terms'],
    })
    // The reference EIP-4361 implementation parses and verifies our message.
    const parsed = new SiweMessage(text)
    expect(parsed.address).toBe(alice.address)
    expect(parsed.domain).toBe('app.example')
    const checked = await parsed.verify({
      signature,
      domain: 'app.example',
      nonce: parsed.nonce,
    })
    expect(checked.success).toBe(true)

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session).toMatchObject({
      projectId: SIWX_PROJECT_ID,
      account: `eip155:31337:${alice.address}`,
      address: alice.address,
      chainId: 'eip155:31337',
      message: text,
      signature,
      expiresAt: expirationTime.toISOString(),
      revokedAt: null,
      data: {
        accountAddress: alice.address,
        chainId: 'eip155:31337',
        domain: 'app.example',
        uri: 'https://app.example/login',
        version: '1',
        nonce: parsed.nonce,
        statement: 'Sign in to the SIWX test.',
        expirationTime: expirationTime.toISOString(),
        requestId: 'req-1',
        resources: ['https://app.example/terms'],
      },
    })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`latch_siwx_${SIWX_PROJECT_ID}=${token}`)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/)
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1])
    expect(maxAge).toBeGreaterThan(3_590)
    expect(maxAge).toBeLessThanOrEqual(3_600)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-origin')).toBe(SIWX_ORIGIN)

    // Who is signed in: by bearer token and by cookie.
    const byToken = await request('/v1/siwx/session', bearer(token))
    expect(byToken.status).toBe(200)
    expect(await byToken.json()).toEqual({ session })
    const byCookie = await request('/v1/siwx/session', {
      headers: { cookie: `latch_siwx_${SIWX_PROJECT_ID}=${token}` },
    })
    expect(await byCookie.json()).toEqual({ session })
    // The cookie of one project is not a session of another.
    await expectError(
      await request('/v1/siwx/session', {
        projectId: SIWX_OTHER_PROJECT_ID,
        headers: { authorization: `Bearer ${token}` },
      }),
      401,
      'SIWX_NO_SESSION',
    )
  })

  it('caps the session at the server maximum without expirationTime', async () => {
    const { session } = await signIn()
    const left = Date.parse(session.expiresAt as string) - Date.now()
    expect(left).toBeGreaterThan(604_790_000)
    expect(left).toBeLessThanOrEqual(604_800_000)
  })

  it('sets a Secure cookie over https', async () => {
    const text = await message()
    const signature = await alice.signMessage({ message: text })
    const res = await verify(
      { message: text, signature },
      { base: 'https://localhost' },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/)
  })

  it('rejects a replayed nonce, also when two requests race', async () => {
    const text = await message()
    const signature = await alice.signMessage({ message: text })
    expect((await verify({ message: text, signature })).status).toBe(200)
    await expectError(
      await verify({ message: text, signature }),
      400,
      'SIWX_NONCE_INVALID',
    )
    const raced = await message()
    const sig = await alice.signMessage({ message: raced })
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        verify({ message: raced, signature: sig }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400])
    const [sessions] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM siwx_sessions WHERE message = $1',
      [raced],
    )
    expect(sessions?.count).toBe(1)
  })

  it('rejects nonces never issued, issued for another project, or expired', async () => {
    const unknown = await message({ nonce: 'abcdefgh12345678' })
    await expectError(
      await verify({
        message: unknown,
        signature: await alice.signMessage({ message: unknown }),
      }),
      400,
      'SIWX_NONCE_INVALID',
    )
    const foreign = await message({
      nonce: await getNonce(SIWX_OTHER_PROJECT_ID),
    })
    await expectError(
      await verify({
        message: foreign,
        signature: await alice.signMessage({ message: foreign }),
      }),
      400,
      'SIWX_NONCE_INVALID',
    )
    // Made with the deployment's key but expired, or with another key.
    const key = await loadSiwxNonceKey(db)
    const expired = createSiwxNonce(key, {
      projectId: SIWX_PROJECT_ID,
      ttlSeconds: 300,
      now: Date.now() - 301_000,
    }).nonce
    const forged = createSiwxNonce(new Uint8Array(32).fill(7), {
      projectId: SIWX_PROJECT_ID,
      ttlSeconds: 300,
    }).nonce
    const good = await getNonce()
    // One character changed: the MAC no longer matches.
    const flipped = `${good.slice(0, -1)}${good.endsWith('2') ? '3' : '2'}`
    for (const nonce of [expired, forged, flipped]) {
      const text = await message({ nonce })
      await expectError(
        await verify({
          message: text,
          signature: await alice.signMessage({ message: text }),
        }),
        400,
        'SIWX_NONCE_INVALID',
      )
    }
    // None of those refusals used anything up.
    expect((await signIn({ nonce: good })).session.id).toEqual(
      expect.any(String),
    )
  })

  it('accepts a nonce on another instance of the same database, once', async () => {
    // Both instances read the nonce key the first one stored (siwx_keys).
    const { app: other } = await createSiwxTestApi({
      kind,
      rpcUrls: [anvils[0]!.url, anvils[1]!.url],
      db,
    })
    const text = await message()
    const signature = await alice.signMessage({ message: text })
    const body = JSON.stringify({ message: text, signature })
    const at = (instance: Hono<AppEnv>) =>
      instance.request(`http://localhost${path('/v1/siwx/verify')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SIWX_ORIGIN },
        body,
      })
    expect((await at(other)).status).toBe(200)
    await expectError(await at(app), 400, 'SIWX_NONCE_INVALID')
  })

  it('keeps project sign-ins apart under a nonce flood from many clients', async () => {
    // 50 client buckets take 10 nonces each for the other project:
    // issuing stores nothing, so there is no shared capacity to exhaust
    // and this project's sign-in goes through. (Per-bucket rate limits
    // stay: siwxServer.test.ts.)
    const limited = app
    const limitedDb = db
    const usedBefore = await db.query('SELECT nonce FROM siwx_used_nonces')
    const statuses = new Map<number, number>()
    for (let client = 0; client < 50; client++) {
      const env = {
        incoming: { socket: { remoteAddress: `10.1.0.${client}` } },
      }
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          limited.request(
            `http://localhost${path('/v1/siwx/nonce', SIWX_OTHER_PROJECT_ID)}`,
            { method: 'POST', headers: { origin: SIWX_OTHER_ORIGIN } },
            env,
          ),
        ),
      )
      for (const answer of answers)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 500 })
    // Nothing of the flood is kept: no table of unused nonces to fill.
    const tables = await limitedDb.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables
       WHERE schemaname = 'public' AND tablename LIKE 'siwx_%'
         AND tablename NOT IN ('siwx_keys', 'siwx_sessions')`,
    )
    for (const { tablename } of tables) {
      const [row] = await limitedDb.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${tablename}`,
      )
      expect({ tablename, rows: row?.count }).toEqual({
        tablename,
        rows: tablename === 'siwx_used_nonces' ? usedBefore.length : 0,
      })
    }
    const issued = await limited.request(
      `http://localhost${path('/v1/siwx/nonce')}`,
      { method: 'POST', headers: { origin: SIWX_ORIGIN } },
      { incoming: { socket: { remoteAddress: '192.0.2.1' } } },
    )
    expect(issued.status).toBe(200)
    const { nonce } = (await issued.json()) as { nonce: string }
    const text = await message({ nonce })
    const res = await limited.request(
      `http://localhost${path('/v1/siwx/verify')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SIWX_ORIGIN },
        body: JSON.stringify({
          message: text,
          signature: await alice.signMessage({ message: text }),
        }),
      },
    )
    expect(res.status, await res.clone().text()).toBe(200)
    // Its nonce is now in the used set, until it expires.
    const [used] = await limitedDb.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM siwx_used_nonces',
    )
    expect(used?.count).toBe(usedBefore.length + 1)
  })

  it.each([
    [
      'expired',
      () => ({ expirationTime: new Date(Date.now() - 1_000) }),
      'SIWX_EXPIRED',
    ],
    [
      'issued in the future',
      () => ({ issuedAt: new Date(Date.now() + 120_000) }),
      'SIWX_NOT_YET_VALID',
    ],
    [
      'not before the future',
      () => ({ notBefore: new Date(Date.now() + 60_000) }),
      'SIWX_NOT_YET_VALID',
    ],
    [
      'for another domain',
      { domain: 'evil.example', uri: 'https://evil.example/' },
      'SIWX_DOMAIN_MISMATCH',
    ],
    [
      'with a port in the domain',
      { domain: 'app.example:8443' },
      'SIWX_DOMAIN_MISMATCH',
    ],
    [
      'for another uri',
      { uri: 'https://evil.example/login' },
      'SIWX_URI_MISMATCH',
    ],
    [
      'for an http uri',
      { uri: 'http://app.example/login' },
      'SIWX_URI_MISMATCH',
    ],
    ['for a non-URL uri', { uri: 'did:key:z6Mk' }, 'SIWX_URI_MISMATCH'],
    ['with another scheme', { scheme: 'http' }, 'SIWX_DOMAIN_MISMATCH'],
    ['on a chain not served', { chainId: 1 }, 'SIWX_UNSUPPORTED_CHAIN'],
  ] as const)('rejects a message %s', async (_, fields, code) => {
    // Times are taken when the test runs, not when the file is collected.
    const text = await message(
      (typeof fields === 'function' ? fields() : fields) as Partial<
        Parameters<typeof createSiweMessage>[0]
      >,
    )
    const signature = await alice.signMessage({ message: text })
    await expectError(await verify({ message: text, signature }), 400, code)
  })

  it('accepts issuedAt within the clock skew and a reached notBefore', async () => {
    await signIn({
      issuedAt: new Date(Date.now() + 30_000),
      notBefore: new Date(Date.now() - 1_000),
    })
  })

  it('rejects a signature of another address', async () => {
    const text = await message()
    const signature = await bob.signMessage({ message: text })
    await expectError(
      await verify({ message: text, signature }),
      401,
      'SIWX_INVALID_SIGNATURE',
    )
    // A failed signature does not use the nonce up.
    const good = await alice.signMessage({ message: text })
    expect((await verify({ message: text, signature: good })).status).toBe(200)
  })

  it('rejects a signature of a different message', async () => {
    const text = await message()
    const signature = await alice.signMessage({ message: `${text}\n` })
    await expectError(
      await verify({ message: text, signature }),
      401,
      'SIWX_INVALID_SIGNATURE',
    )
  })

  it('rejects an address that is not EIP-55 checksummed', async () => {
    const text = (await message()).replace(
      alice.address,
      alice.address.toLowerCase(),
    )
    const signature = await alice.signMessage({ message: text })
    await expectError(
      await verify({ message: text, signature }),
      400,
      'SIWX_INVALID_MESSAGE',
    )
  })

  it('rejects messages that are not EIP-4361', async () => {
    const base = await message()
    const now = Date.now()
    const full = await message({
      expirationTime: new Date(now + 60_000),
      notBefore: new Date(now - 60_000),
      requestId: 'r1',
    })
    const [expiry = '', notBefore = ''] = [
      /\nExpiration Time: [^\n]+/.exec(full)?.[0],
      /\nNot Before: [^\n]+/.exec(full)?.[0],
    ]
    const year = new Date(now).getUTCFullYear()
    for (const text of [
      'hello',
      base.replace('Version: 1', 'Version: 2'),
      base.replace(/\nIssued At: [^\n]+/, '\nIssued At: yesterday'),
      base.replace(/\nNonce: [^\n]+/, ''),
      base.replace(' wants you to sign in with your Ethereum account:', ''),
      // What a lenient parser let through (the strict grammar refuses):
      // optional fields out of order or twice, dates that do not exist,
      // a trailing line, CR line ends, an empty required field.
      full.replace(`${expiry}${notBefore}`, `${notBefore}${expiry}`),
      full.replace('Request ID: r1', 'Request ID: r1\nRequest ID: r2'),
      base.replace(
        /\nIssued At: [^\n]+/,
        `\nIssued At: ${year}-02-31T00:00:00Z`,
      ),
      base.replace(
        /\nIssued At: [^\n]+/,
        `\nIssued At: ${year}-01-01T24:00:00Z`,
      ),
      `${base}\n`,
      base.replaceAll('\n', '\r\n'),
      base.replace(
        'URI: https://app.example/login',
        'URI: https://app.example/login x',
      ),
    ]) {
      const signature = await alice.signMessage({ message: text })
      const res = await verify({ message: text, signature })
      expect(res.status, text).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe(
        'SIWX_INVALID_MESSAGE',
      )
    }
  })

  it('answers malformed bodies with 4xx JSON', async () => {
    const text = await message()
    const signature = await alice.signMessage({ message: text })
    const cases: [unknown, number][] = [
      ['', 400],
      ['not json', 400],
      ['[]', 400],
      ['null', 400],
      [{}, 400],
      [{ message: text }, 400],
      [{ signature }, 400],
      [{ message: 42, signature }, 400],
      [{ message: text, signature: 'abc' }, 400],
      [{ message: text, signature: '0x' }, 400],
      [{ message: text, signature: '0xabc' }, 400],
      [{ message: text, signature: `0x${'zz'.repeat(65)}` }, 400],
      [{ message: 'x'.repeat(20_000), signature }, 400],
      [{ message: text, signature: `0x${'ab'.repeat(20_000)}` }, 400],
      [{ message: 'x'.repeat(70_000), signature }, 413],
    ]
    for (const [body, status] of cases) {
      const res = await verify(body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(await res.json()).toEqual({
        code: expect.any(String),
        message: expect.any(String),
      })
    }
    const wrongType = await request('/v1/siwx/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'message=x',
    })
    await expectError(wrongType, 415, 'UNSUPPORTED_MEDIA_TYPE')
    // text/plain (no preflight) is accepted, like POST /v3/attestation.
    const plain = await request('/v1/siwx/verify', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: SIWX_ORIGIN },
      body: JSON.stringify({ message: text, signature }),
    })
    expect(plain.status).toBe(200)
  })

  it('lets a server without an Origin sign in for an allowed page', async () => {
    const text = await message()
    const signature = await alice.signMessage({ message: text })
    expect(
      (await verify({ message: text, signature }, { origin: null })).status,
    ).toBe(200)
    const foreign = await message({
      domain: 'other.example',
      uri: 'https://other.example/',
    })
    await expectError(
      await verify(
        {
          message: foreign,
          signature: await alice.signMessage({ message: foreign }),
        },
        { origin: null },
      ),
      400,
      'SIWX_URI_MISMATCH',
    )
  })

  it('lists the account’s sessions, signs out and revokes by id', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = await signIn({}, account)
    const second = await signIn({ chainId: 31338 }, account)
    const stranger = await signIn({}, bob)

    const list = await request('/v1/siwx/sessions', bearer(first.token))
    const { sessions } = (await list.json()) as { sessions: { id: string }[] }
    expect(sessions.map((s) => s.id)).toEqual([
      second.session.id,
      first.session.id,
    ])
    const filtered = await request(
      '/v1/siwx/sessions?chainId=eip155:31338',
      bearer(first.token),
    )
    expect(
      ((await filtered.json()) as { sessions: { id: string }[] }).sessions.map(
        (s) => s.id,
      ),
    ).toEqual([second.session.id])
    const other = await request(
      `/v1/siwx/sessions?address=${bob.address}`,
      bearer(first.token),
    )
    expect(await other.json()).toEqual({ sessions: [] })
    await expectError(
      await request('/v1/siwx/sessions?chainId=x', bearer(first.token)),
      400,
      'BAD_REQUEST',
    )
    await expectError(
      await request('/v1/siwx/sessions'),
      401,
      'SIWX_NO_SESSION',
    )

    // Someone else's session is not found; without credentials 401.
    await expectError(
      await request(`/v1/siwx/sessions/${stranger.session.id}`, {
        method: 'DELETE',
        ...bearer(first.token),
      }),
      404,
      'NOT_FOUND',
    )
    await expectError(
      await request(`/v1/siwx/sessions/${second.session.id}/revoke`, {
        method: 'POST',
      }),
      401,
      'SIWX_NO_SESSION',
    )
    const revoked = await request(
      `/v1/siwx/sessions/${second.session.id}/revoke`,
      {
        method: 'POST',
        ...bearer(first.token),
      },
    )
    expect(await revoked.json()).toEqual({ revoked: true })
    await expectError(
      await request('/v1/siwx/session', bearer(second.token)),
      401,
      'SIWX_NO_SESSION',
    )
    await expectError(
      await request(`/v1/siwx/sessions/${second.session.id}`, {
        method: 'DELETE',
        ...bearer(first.token),
      }),
      404,
      'NOT_FOUND',
    )

    // Sign-out revokes the presented session and clears the cookie.
    const out = await request('/v1/siwx/sign-out', {
      method: 'POST',
      ...bearer(first.token),
    })
    expect(await out.json()).toEqual({ revoked: true })
    expect(out.headers.get('set-cookie')).toMatch(
      new RegExp(`latch_siwx_${SIWX_PROJECT_ID}=;.*Max-Age=0`),
    )
    await expectError(
      await request('/v1/siwx/session', bearer(first.token)),
      401,
      'SIWX_NO_SESSION',
    )
    const again = await request('/v1/siwx/session', {
      method: 'DELETE',
      ...bearer(first.token),
    })
    expect(await again.json()).toEqual({ revoked: false })
    const byCookie = await request('/v1/siwx/session', {
      method: 'DELETE',
      headers: { cookie: `latch_siwx_${SIWX_PROJECT_ID}=${stranger.token}` },
    })
    expect(await byCookie.json()).toEqual({ revoked: true })
  })

  it('ends a session at its message’s expirationTime', async () => {
    const { token } = await signIn({
      expirationTime: new Date(Date.now() + 1_500),
    })
    expect((await request('/v1/siwx/session', bearer(token))).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    await expectError(
      await request('/v1/siwx/session', bearer(token)),
      401,
      'SIWX_NO_SESSION',
    )
    // The sweep deletes expired sessions, and used nonces some minutes
    // after they expire (a verification may still be using one).
    const later = Date.now() + 301_000
    const swept = await sweepSiwx(db, { now: later })
    expect(swept.deleted).toBeGreaterThan(0)
    const usedLeft = async () =>
      (
        await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM siwx_used_nonces`,
        )
      )[0]?.count
    expect(await usedLeft()).toBeGreaterThan(0)
    await sweepSiwx(db, { now: later + usedNonceGraceMs })
    expect(await usedLeft()).toBe(0)
    const [left] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM siwx_sessions WHERE expires_at <= now()`,
    )
    expect(left?.count).toBe(0)
  })

  it('answers CORS with credentials only for the project’s origins', async () => {
    const preflight = await request('/v1/siwx/verify', {
      method: 'OPTIONS',
      headers: {
        origin: SIWX_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(
      SIWX_ORIGIN,
    )
    expect(preflight.headers.get('access-control-allow-credentials')).toBe(
      'true',
    )
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /Authorization/,
    )
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(
      /DELETE/,
    )
    const foreign = await request('/v1/siwx/session', {
      method: 'OPTIONS',
      headers: {
        origin: SIWX_OTHER_ORIGIN,
        'access-control-request-method': 'GET',
      },
    })
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull()
    const denied = await request('/v1/siwx/nonce', {
      headers: { origin: SIWX_OTHER_ORIGIN },
    })
    expect(denied.status).toBe(403)
    expect(denied.headers.get('access-control-allow-origin')).toBe(
      SIWX_OTHER_ORIGIN,
    )
    expect(denied.headers.get('access-control-allow-credentials')).toBeNull()
    const error = await request('/v1/siwx/session', {
      headers: { origin: SIWX_ORIGIN },
    })
    expect(error.status).toBe(401)
    expect(error.headers.get('access-control-allow-credentials')).toBe('true')
    expect(error.headers.get('vary')).toMatch(/Origin/)
  })
})
