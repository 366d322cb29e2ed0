import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import fc from 'fast-check'
import type { Hono } from 'hono'
import { SiweMessage } from 'siwe'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSiwxTestApi,
  SIWX_ORIGIN,
  SIWX_PROJECT_ID,
} from '../../test/siwx/createSiwxTestApi.js'
import { dbKinds } from '../../test/testDbs.js'
import type { AppEnv } from '../app/types.js'

const alice = privateKeyToAccount(generatePrivateKey())
let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

/** EIP-4361 statement characters (RFC 3986 reserved / unreserved / space). */
const statementChar = fc.constantFrom(
  ..."abcXYZ019-._~:/?#[]@!$&'()*+,;= ".split(''),
)
/** EIP-4361 request-id characters (RFC 3986 pchar, without %-escapes). */
const requestIdChar = fc.constantFrom(..."abcXYZ019-._~:@!$&'()*+,;=".split(''))

describe.each(dbKinds)('POST /v1/siwx/verify on %s (properties)', (kind) => {
  let app: Hono<AppEnv>
  beforeAll(async () => {
    ;({ app } = await createSiwxTestApi({
      kind,
      rpcUrls: [anvil.url, anvil.url],
    }))
  })
  const url = (path: string) =>
    `http://localhost${path}?projectId=${SIWX_PROJECT_ID}`
  const nonce = async () => {
    const res = await app.request(url('/v1/siwx/nonce'), { method: 'POST' })
    return ((await res.json()) as { nonce: string }).nonce
  }
  const post = (body: string, contentType = 'application/json') =>
    app.request(url('/v1/siwx/verify'), {
      method: 'POST',
      headers: { 'content-type': contentType, origin: SIWX_ORIGIN },
      body,
    })

  it('answers any input with JSON: 4xx unless message and signature are valid', async () => {
    const fields = {
      domain: 'app.example',
      uri: 'https://app.example/',
      address: alice.address,
      chainId: 31337,
      version: '1',
      issuedAt: new Date(),
      statement: 'Property test.',
    } as const
    // `valid` is sent with its signature at most once (its nonce is then
    // used up); `probe` never is, so its nonce stays live and its
    // variants reach the signature check.
    const valid = createSiweMessage({ ...fields, nonce: await nonce() })
    const probe = createSiweMessage({ ...fields, nonce: await nonce() })
    const signature = await alice.signMessage({ message: valid })
    const lines = probe.split('\n')
    // The probe with one line replaced, one character inserted or one
    // field's value changed.
    const mutated = fc.oneof(
      fc
        .tuple(fc.nat({ max: lines.length - 1 }), fc.string({ maxLength: 80 }))
        .map(([i, text]) =>
          lines.map((l, j) => (i === j ? text : l)).join('\n'),
        ),
      fc
        .tuple(
          fc.nat({ max: probe.length }),
          fc.string({ minLength: 1, maxLength: 4 }),
        )
        .map(([i, text]) => probe.slice(0, i) + text + probe.slice(i)),
      fc
        .tuple(fc.nat({ max: lines.length - 1 }), fc.string({ maxLength: 40 }))
        .map(([i, value]) =>
          lines
            .map((l, j) =>
              i === j && l.includes(': ') ? `${l.split(': ')[0]}: ${value}` : l,
            )
            .join('\n'),
        ),
    )
    const hex = fc
      .uint8Array({ maxLength: 200 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            message: fc.oneof(
              fc.constant(valid),
              fc.constant(probe),
              mutated,
              fc.string({ maxLength: 200 }),
              fc.jsonValue({ maxDepth: 1 }),
            ),
            signature: fc.oneof(
              fc.constant(signature),
              hex,
              fc.string({ maxLength: 140 }),
              fc.jsonValue({ maxDepth: 1 }),
            ),
            projectId: fc.oneof(
              fc.string({ maxLength: 10 }),
              fc.constant(SIWX_PROJECT_ID),
            ),
          },
          { requiredKeys: ['message', 'signature'] },
        )
        .map((v) => JSON.stringify(v)),
      fc
        .record(
          { message: fc.constant(probe), signature: fc.constant(signature) },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    )
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/json; charset=utf-8',
    )
    let signedIn = 0
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(body, contentType, async (text, type) => {
        const res = await post(text, type)
        const answer = (await res.json()) as Record<string, unknown>
        statuses.add(res.status)
        if (res.status === 200) {
          // Only the untouched pair signs in, and only once (single-use nonce).
          const sent = JSON.parse(text) as {
            message: string
            signature: string
          }
          expect(sent.message).toBe(valid)
          expect(sent.signature).toBe(signature)
          expect(answer.token).toEqual(expect.any(String))
          signedIn++
          return
        }
        expect(res.status).toBeGreaterThanOrEqual(400)
        expect(res.status).toBeLessThan(500)
        expect(answer).toEqual({
          code: expect.any(String),
          message: expect.any(String),
        })
      }),
      { numRuns: 300 },
    )
    expect(signedIn).toBeLessThanOrEqual(1)
    // The runs reached the body checks and the signature check.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([400, 401]))
  })

  it('signs in with any well-formed viem message, and siwe parses it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            statement: fc.string({
              unit: statementChar,
              minLength: 1,
              maxLength: 60,
            }),
            requestId: fc.string({
              unit: requestIdChar,
              minLength: 1,
              maxLength: 20,
            }),
            resources: fc.array(fc.webUrl(), { minLength: 1, maxLength: 3 }),
            expiresIn: fc.integer({ min: 5_000, max: 30 * 86_400_000 }),
            startedAgo: fc.integer({ min: 0, max: 60_000 }),
            issuedAhead: fc.integer({ min: -120_000, max: 30_000 }),
            path: fc.constantFrom('/', '/login', '/a/b?c=d#e'),
          },
          { requiredKeys: ['path', 'issuedAhead'] },
        ),
        async (fields) => {
          const now = Date.now()
          const text = createSiweMessage({
            domain: 'app.example',
            uri: `https://app.example${fields.path}`,
            address: alice.address,
            chainId: 31337,
            version: '1',
            nonce: await nonce(),
            issuedAt: new Date(now + fields.issuedAhead),
            ...(fields.statement ? { statement: fields.statement } : {}),
            ...(fields.requestId ? { requestId: fields.requestId } : {}),
            ...(fields.resources ? { resources: fields.resources } : {}),
            ...(fields.expiresIn !== undefined
              ? { expirationTime: new Date(now + fields.expiresIn) }
              : {}),
            ...(fields.startedAgo !== undefined
              ? { notBefore: new Date(now - fields.startedAgo) }
              : {}),
          })
          const parsed = new SiweMessage(text)
          expect(parsed.address).toBe(alice.address)
          expect(parsed.statement).toBe(fields.statement)
          const signature = await alice.signMessage({ message: text })
          const res = await post(JSON.stringify({ message: text, signature }))
          expect(res.status, await res.clone().text()).toBe(200)
          const { session } = (await res.json()) as {
            session: { data: Record<string, unknown> }
          }
          expect(session.data).toMatchObject({
            uri: `https://app.example${fields.path}`,
            ...(fields.statement ? { statement: fields.statement } : {}),
            ...(fields.requestId ? { requestId: fields.requestId } : {}),
            ...(fields.resources ? { resources: fields.resources } : {}),
          })
        },
      ),
      { numRuns: 40 },
    )
  })
})
