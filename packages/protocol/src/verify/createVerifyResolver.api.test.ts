// The resolver against the real latch-api (in-memory PGlite, the latch-demo
// project allowing loopback origins): attestations registered the way a
// browser registers them for a page that frames the attestation page
// (Latch's dapp client, the official SDK), resolved by JWT and by lookup.
import { registerTestAttestation, startTestApi } from '@latch/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashMessage } from '../crypto/hashMessage.js'
import { createVerifyResolver } from './createVerifyResolver.js'

const adminToken = 'a'.repeat(32)
let api: Awaited<ReturnType<typeof startTestApi>>

beforeAll(async () => {
  api = await startTestApi({ wallets: 0, adminToken })
  const response = await fetch(`${api.url}/admin/verify/scam-domains`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${adminToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ domain: 'scam.example' }),
  })
  expect(response.status).toBeLessThan(300)
}, 30_000)
afterAll(() => api?.close())

let counter = 0
/** A fresh message and payload, as a dapp would publish them. */
const nextMessage = () => {
  const payload = {
    id: 1795246995523000 + ++counter,
    jsonrpc: '2.0',
    method: 'wc_sessionPropose',
    params: { n: counter },
  }
  return { message: btoa(`sealed ${counter}`), payload }
}

/** Registers like the Latch dapp client in a browser on `origin`. */
async function register(
  { message, payload }: ReturnType<typeof nextMessage>,
  origin: string,
) {
  return registerTestAttestation({
    apiUrl: api.url,
    projectId: api.projectId,
    id: await hashMessage(message),
    decryptedId: await hashMessage(JSON.stringify(payload)),
    origin,
  })
}

const metadata = (url: string) => ({
  name: 'Demo',
  description: '',
  url,
  icons: [],
  verifyUrl: api.url,
})

describe.each([
  ['the JWT the relay delivered', true],
  ['a lookup', false],
])('resolved from %s', (_, withJwt) => {
  const resolveFrom = async (origin: string, claimed: string) => {
    const sent = nextMessage()
    const jwt = await register(sent, origin)
    return createVerifyResolver({ url: api.url })({
      ...sent,
      ...(withJwt && { attestation: jwt }),
      metadata: metadata(claimed),
    })
  }

  test('an allowed origin that is the claimed URL: VALID', async () => {
    expect(
      await resolveFrom('http://127.0.0.1:5173', 'http://127.0.0.1:5173/app'),
    ).toEqual({
      verifyUrl: api.url,
      validation: 'VALID',
      origin: 'http://127.0.0.1:5173',
    })
  })

  test('a page on another origin claiming the allowed URL: INVALID', async () => {
    expect(
      await resolveFrom('http://127.0.0.1:6000', 'http://127.0.0.1:5173'),
    ).toMatchObject({ validation: 'INVALID', origin: 'http://127.0.0.1:6000' })
  })

  test('an origin the project does not allow, claiming itself: UNKNOWN', async () => {
    expect(
      await resolveFrom('http://127.0.0.2:5173', 'http://127.0.0.2:5173'),
    ).toMatchObject({ validation: 'UNKNOWN' })
  })

  test('a scam-listed domain: isScam', async () => {
    expect(
      await resolveFrom('http://app.scam.example', 'http://app.scam.example'),
    ).toMatchObject({ isScam: true, origin: 'http://app.scam.example' })
  })
})

test('a registration that lands after the message: found by retrying', async () => {
  const sent = nextMessage()
  const resolving = createVerifyResolver({ url: api.url })({
    ...sent,
    metadata: metadata('http://localhost:5173'),
  })
  await new Promise((resolve) => setTimeout(resolve, 300))
  await register(sent, 'http://localhost:5173')
  expect(await resolving).toMatchObject({ validation: 'VALID' })
})

test('nothing registered: UNKNOWN within the lookup window', async () => {
  const started = Date.now()
  expect(
    await createVerifyResolver({ url: api.url, lookupWindow: 500 })({
      ...nextMessage(),
      metadata: metadata('http://127.0.0.1:5173'),
    }),
  ).toMatchObject({ validation: 'UNKNOWN', origin: 'http://127.0.0.1:5173' })
  expect(Date.now() - started).toBeLessThan(2_000)
})
