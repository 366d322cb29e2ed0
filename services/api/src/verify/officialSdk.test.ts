import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Verify } from '@walletconnect/core'
import { createLogger } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/testDbs.js'
import { loadAttestationFrame } from '../../test/verify/loadAttestationFrame.js'
import { createProject } from '../projects/createProject.js'
import { addScamDomains } from './addScamDomains.js'

// The official SDK's wallet-side Verify (`@walletconnect/core` 2.25.0)
// against a real latch-api on port 0: public key fetch, ES256 check,
// `id` binding and `isVerified` handling, all by its own code. (Its v2
// fallback only calls its vendor's hosts, so it is not exercised here.)
// Attestations come from the page as a browser frame runs it: loaded with
// a Referer and `Sec-Fetch-Dest: iframe`, its token redeemed by its own
// same-origin POST with the cookie the load set.

const hex = (text: string) => createHash('sha256').update(text).digest('hex')
let url = ''
let close = async () => {}
let db: Awaited<ReturnType<typeof createTestApp>>['db']

beforeAll(async () => {
  const t = await createTestApp('pglite')
  db = t.db
  await createProject(db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example'],
  })
  await addScamDomains(db, { domains: ['evil.example'] })
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => new Promise<void>((resolve) => server.close(() => resolve()))
})
afterAll(() => close())

function officialVerify() {
  const items = new Map<string, unknown>()
  const store = {
    getItem: async (key: string) => items.get(key),
    setItem: async (key: string, value: unknown) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
  const core = { customStoragePrefix: ':latch-test', projectId: 'shop' }
  const logger = createLogger({ logger: 'silent', name: 'verify-test' })
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's own ICore / IKeyValueStorage types are wide
  const verify = new Verify(core as any, logger as any, store as any)
  // The SDK skips Verify under Vitest (IS_VITEST) and only knows its
  // vendor's URL: point it at this server instead.
  Object.assign(verify, { isDevEnv: false, verifyUrlV3: `${url}/v3` })
  return verify
}

let n = 0
const ids = () => {
  n++
  return { id: hex(`message ${n}`), decryptedId: hex(`payload ${n}`) }
}
const request = (path: string, init?: RequestInit) => fetch(url + path, init)

async function attest(referer: string, dest = 'iframe') {
  const { id, decryptedId } = ids()
  const { posted } = await loadAttestationFrame({
    request,
    query: { projectId: 'shop', id, decryptedId },
    referer,
    dest,
    frameOrigin: url,
  })
  const { attestation } = JSON.parse(posted[0]!.message as string) as {
    attestation: string
  }
  return { id, decryptedId, attestation }
}

describe('the official SDK resolves our attestations', () => {
  test('an allowed origin: origin and isVerified, checked with our key', async () => {
    const verify = officialVerify()
    const { id, decryptedId, attestation } = await attest(
      'https://shop.example/',
    )
    expect(
      await verify.resolve({
        attestationId: attestation,
        hash: decryptedId,
        encryptedId: id,
      }),
    ).toEqual({
      origin: 'https://shop.example',
      isScam: false,
      isVerified: true,
    })
  })

  test('another origin or a scam: not verified, so the SDK says nothing (UNKNOWN)', async () => {
    const verify = officialVerify()
    for (const referer of ['https://other.example/', 'https://evil.example/']) {
      const { id, decryptedId, attestation } = await attest(referer)
      expect(
        await verify.resolve({
          attestationId: attestation,
          hash: decryptedId,
          encryptedId: id,
        }),
      ).toBeUndefined()
    }
  })

  test('a JWT for another message is ignored', async () => {
    const verify = officialVerify()
    const { decryptedId, attestation } = await attest('https://shop.example/')
    expect(
      await verify.resolve({
        attestationId: attestation,
        hash: decryptedId,
        encryptedId: hex('some other message'),
      }),
    ).toBeUndefined()
  })

  test('a look-alike page’s backend claiming the real origin: nothing the SDK calls VALID', async () => {
    const verify = officialVerify()
    // The old way: POST the ids with the real dapp's Origin, from a server.
    const { id, decryptedId } = ids()
    const forged = await request('/v3/attestation', {
      method: 'POST',
      headers: { origin: 'https://shop.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ projectId: 'shop', id, decryptedId }),
    })
    const minted = forged.ok
      ? ((await forged.json()) as { attestation: string }).attestation
      : ''
    expect(forged.status).toBe(403)
    expect(
      await verify.resolve({
        attestationId: minted,
        hash: decryptedId,
        encryptedId: id,
      }),
    ).toBeUndefined()
    // The page fetched by a server (no frame load): its answer attests
    // nothing.
    const page = await attest('https://shop.example/', '')
    expect(
      await verify.resolve({
        attestationId: page.attestation,
        hash: page.decryptedId,
        encryptedId: page.id,
      }),
    ).toBeUndefined()
  })
})
