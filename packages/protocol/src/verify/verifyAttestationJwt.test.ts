import { generateAttestationKey, signTestAttestation } from '@latch/test'
import { beforeAll, describe, expect, test } from 'vitest'
import { verifyAttestationJwt } from './verifyAttestationJwt.js'

const id = 'a'.repeat(64)
const payload = {
  exp: Math.floor(Date.now() / 1000) + 300,
  id,
  origin: 'https://app.example',
  isScam: false,
  isVerified: true,
}
let key: Awaited<ReturnType<typeof generateAttestationKey>>
let other: Awaited<ReturnType<typeof generateAttestationKey>>
beforeAll(async () => {
  ;[key, other] = await Promise.all([
    generateAttestationKey(),
    generateAttestationKey(),
  ])
})

describe('verifyAttestationJwt', () => {
  test('a JWT signed by the key, for this message, unexpired: its payload', async () => {
    const jwt = await signTestAttestation(key.privateKey, payload)
    expect(
      await verifyAttestationJwt(jwt, { publicKey: key.publicKey, id }),
    ).toEqual(payload)
  })

  test('signed by another key: undefined', async () => {
    const jwt = await signTestAttestation(other.privateKey, payload)
    expect(
      await verifyAttestationJwt(jwt, { publicKey: key.publicKey, id }),
    ).toBeUndefined()
  })

  test('a tampered payload (origin changed after signing): undefined', async () => {
    const jwt = await signTestAttestation(key.privateKey, payload)
    const [header, , signature] = jwt.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...payload, origin: 'https://evil.example' }),
    ).toString('base64url')
    expect(
      await verifyAttestationJwt(`${header}.${forged}.${signature}`, {
        publicKey: key.publicKey,
        id,
      }),
    ).toBeUndefined()
  })

  test('attesting another message (id mismatch): undefined', async () => {
    const jwt = await signTestAttestation(key.privateKey, payload)
    expect(
      await verifyAttestationJwt(jwt, {
        publicKey: key.publicKey,
        id: 'b'.repeat(64),
      }),
    ).toBeUndefined()
  })

  test('expired: undefined', async () => {
    const jwt = await signTestAttestation(key.privateKey, {
      ...payload,
      exp: Math.floor(Date.now() / 1000) - 1,
    })
    expect(
      await verifyAttestationJwt(jwt, { publicKey: key.publicKey, id }),
    ).toBeUndefined()
  })

  test('malformed JWT or key: undefined, never a throw', async () => {
    for (const jwt of ['', 'a.b', 'a.b.c', '...'])
      expect(
        await verifyAttestationJwt(jwt, { publicKey: key.publicKey, id }),
      ).toBeUndefined()
    const jwt = await signTestAttestation(key.privateKey, payload)
    expect(
      await verifyAttestationJwt(jwt, { publicKey: { kty: 'EC' }, id }),
    ).toBeUndefined()
  })
})
