import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { createAppleClientSecret } from './createAppleClientSecret.js'

describe('createAppleClientSecret', () => {
  it('signs an ES256 JWT by the team for the Services ID', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256', {
      extractable: true,
    })
    const now = Date.now()
    const secret = await createAppleClientSecret({
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: await exportPKCS8(privateKey),
      clientId: 'com.example.web',
      now,
    })
    const { payload, protectedHeader } = await jwtVerify(secret, publicKey, {
      issuer: 'TEAM123456',
      audience: 'https://appleid.apple.com',
      subject: 'com.example.web',
    })
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    expect(Number(payload.exp) - Number(payload.iat)).toBe(300)
  })
})
