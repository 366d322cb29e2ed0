import { webcrypto } from 'node:crypto'
import { verifyP256Jwt } from '@walletconnect/utils'
import { describe, expect, test } from 'vitest'
import type { AttestationPayload } from './Attestation.js'
import { importVerifyKey } from './importVerifyKey.js'
import { parseVerifyKey } from './parseVerifyKey.js'
import { signAttestation } from './signAttestation.js'

async function newKey() {
  const pair = await webcrypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    true,
    ['sign', 'verify'],
  )
  return importVerifyKey(
    await webcrypto.subtle.exportKey('jwk', pair.privateKey),
  )
}

const payload: AttestationPayload = {
  exp: 1_800_000_000,
  id: 'ab'.repeat(32),
  origin: 'https://dapp.example',
  isScam: false,
  isVerified: true,
}

describe('signAttestation', () => {
  test('a compact ES256 JWS with a 64-byte r||s signature', async () => {
    const key = await newKey()
    const jwt = await signAttestation(key.privateKey, payload)
    const [header, body, signature] = jwt.split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'ES256',
      typ: 'JWT',
    })
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toEqual(
      payload,
    )
    expect(Buffer.from(signature!, 'base64url')).toHaveLength(64)
    const publicKey = await webcrypto.subtle.importKey(
      'jwk',
      key.publicJwk,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    expect(
      await webcrypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        publicKey,
        Buffer.from(signature!, 'base64url'),
        new TextEncoder().encode(`${header}.${body}`),
      ),
    ).toBe(true)
  })

  // The official SDK checks attestations with this function (noble p256,
  // which would refuse high-S signatures if it enforced low S): 40
  // signatures make a high-S one all but certain.
  test("@walletconnect/utils' verifyP256Jwt accepts our JWTs and public key", async () => {
    const key = await newKey()
    for (let i = 0; i < 40; i++) {
      const jwt = await signAttestation(key.privateKey, { ...payload, exp: i })
      expect(verifyP256Jwt(jwt, key.publicJwk)).toEqual({ ...payload, exp: i })
    }
    const other = await newKey()
    const jwt = await signAttestation(other.privateKey, payload)
    expect(() => verifyP256Jwt(jwt, key.publicJwk)).toThrow(/signature/i)
    const [h, , s] = jwt.split('.')
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, isScam: true })).toString('base64url')}.${s}`
    expect(() => verifyP256Jwt(forged, other.publicJwk)).toThrow(/signature/i)
  })
})

describe('importVerifyKey', () => {
  test('refuses what is not a matching private P-256 JWK', async () => {
    const a = await webcrypto.subtle.exportKey(
      'jwk',
      (
        await webcrypto.subtle.generateKey(
          { name: 'ECDSA', namedCurve: 'P-256' },
          true,
          ['sign', 'verify'],
        )
      ).privateKey,
    )
    const b = (await newKey()).publicJwk
    await expect(importVerifyKey({ ...a, d: undefined })).rejects.toThrow(
      TypeError,
    )
    await expect(importVerifyKey({ ...a, crv: 'P-384' })).rejects.toThrow(
      TypeError,
    )
    await expect(importVerifyKey({ ...a, x: 'AAAA' })).rejects.toThrow(
      TypeError,
    )
    await expect(importVerifyKey({ ...a, x: b.x, y: b.y })).rejects.toThrow(
      TypeError,
    )
    await expect(importVerifyKey(null)).rejects.toThrow(TypeError)
    expect((await importVerifyKey(a)).publicJwk).toEqual({
      crv: 'P-256',
      ext: true,
      key_ops: ['verify'],
      kty: 'EC',
      x: a.x,
      y: a.y,
    })
  })
})

describe('parseVerifyKey', () => {
  test('names LATCH_API_VERIFY_KEY when it is not a private P-256 JWK', async () => {
    await expect(parseVerifyKey('nope')).rejects.toThrow(
      'LATCH_API_VERIFY_KEY is not JSON',
    )
    await expect(parseVerifyKey('{"kty":"EC"}')).rejects.toThrow(
      /^LATCH_API_VERIFY_KEY: The Verify key must be a private P-256 JWK/,
    )
    const pair = await webcrypto.subtle.generateKey(
      { name: 'ECDSA', namedCurve: 'P-256' },
      true,
      ['sign', 'verify'],
    )
    const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey)
    expect((await parseVerifyKey(JSON.stringify(jwk))).publicJwk.x).toBe(jwk.x)
  })
})
