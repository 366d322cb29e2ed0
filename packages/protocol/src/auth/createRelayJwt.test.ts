import { hex } from '@scure/base'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { createRelayJwt } from './createRelayJwt.js'
import { RelayAuthError } from './RelayAuthError.js'
import { verifyRelayJwt } from './verifyRelayJwt.js'

// docs/specs/clients/core/crypto/crypto-authentication.md (test cases)
const spec = {
  seed: hex.decode(
    '58e0254c211b858ef7896b00e3f36beeb13d568d47c6031c4218b87718061295',
  ),
  sub: 'c479fe5dc464e771e78b193d239a65b58d278cad1c34bfb0b5716e5bb514928e',
  aud: 'wss://relay.walletconnect.com',
  iat: 1656910097,
  jwt: 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJkaWQ6a2V5Ono2TWtvZEhad25lVlJTaHRhTGY4SktZa3hwREdwMXZHWm5wR21kQnBYOE0yZXh4SCIsInN1YiI6ImM0NzlmZTVkYzQ2NGU3NzFlNzhiMTkzZDIzOWE2NWI1OGQyNzhjYWQxYzM0YmZiMGI1NzE2ZTViYjUxNDkyOGUiLCJhdWQiOiJ3c3M6Ly9yZWxheS53YWxsZXRjb25uZWN0LmNvbSIsImlhdCI6MTY1NjkxMDA5NywiZXhwIjoxNjU2OTk2NDk3fQ.bAKl1swvwqqV_FgwvD4Bx3Yp987B9gTpZctyBviA-EkAuWc8iI8SyokOjkv9GJESgid4U8Tf2foCgrQp2qrxBA',
}

describe('createRelayJwt', () => {
  it('reproduces the spec vector byte for byte', () => {
    const { seed, sub, aud, iat } = spec
    expect(createRelayJwt({ seed, sub, aud, iat })).toBe(spec.jwt)
  })

  it('matches @walletconnect/relay-auth for the same inputs', async () => {
    const seed = hex.decode(
      '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0',
    )
    const sub = 'ab'.repeat(32)
    const aud = 'ws://127.0.0.1:37259'
    const iat = 1795246995
    const official = await signJWT(
      sub,
      aud,
      3600,
      await generateKeyPair(seed),
      iat,
    )
    expect(createRelayJwt({ seed, sub, aud, iat, ttl: 3600 })).toBe(official)
  })

  it('puts iss, sub, aud, iat, exp in that order with exp = iat + ttl', () => {
    const jwt = createRelayJwt({ seed: spec.seed, sub: 's', aud: 'a', iat: 5 })
    const payload = Buffer.from(jwt.split('.')[1] ?? '', 'base64url')
    expect(payload.toString()).toMatch(
      /^\{"iss":"did:key:z6Mk[^"]+","sub":"s","aud":"a","iat":5,"exp":86405\}$/,
    )
    expect(jwt).not.toContain('=')
    expect(verifyRelayJwt(jwt, { now: 10 }).exp).toBe(86405)
  })

  it('rejects a seed that is not 32 bytes', () => {
    expect(() =>
      createRelayJwt({ seed: new Uint8Array(31), sub: 's', aud: 'a' }),
    ).toThrowError(RelayAuthError)
  })
})
