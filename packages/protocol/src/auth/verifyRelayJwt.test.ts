import { hex } from '@scure/base'
import { encodeIss, generateKeyPair } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { createRelayJwt } from './createRelayJwt.js'
import { RelayAuthError } from './RelayAuthError.js'
import { verifyRelayJwt } from './verifyRelayJwt.js'

const seed = hex.decode('11'.repeat(32))
const aud = 'ws://127.0.0.1:8787'
const iat = 1_700_000_000
const jwt = createRelayJwt({ seed, aud, sub: 'sub', iat })

function reason(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(RelayAuthError)
    return (error as RelayAuthError).reason
  }
  return undefined
}

function b64(text: string): string {
  return Buffer.from(text).toString('base64url')
}

describe('verifyRelayJwt', () => {
  it('returns the claims of a valid token', async () => {
    const claims = verifyRelayJwt(jwt, { now: iat + 10, audiences: [aud] })
    expect(claims).toEqual({
      // what @walletconnect/relay-auth derives from the same seed
      iss: encodeIss(await generateKeyPair(seed).publicKey),
      sub: 'sub',
      aud,
      iat,
      exp: iat + 86400,
    })
  })

  it('names the reason of every failure', async () => {
    const [h, p, s] = jwt.split('.') as [string, string, string]
    const now = iat + 10
    expect(reason(() => verifyRelayJwt('a.b', { now }))).toBe('format')
    expect(reason(() => verifyRelayJwt('!!.!!.!!', { now }))).toBe('format')
    expect(reason(() => verifyRelayJwt(42 as never, { now }))).toBe('format')
    const badHeader = `${b64('{"alg":"HS256","typ":"JWT"}')}.${p}.${s}`
    expect(reason(() => verifyRelayJwt(badHeader, { now }))).toBe('header')
    const badPayload = `${h}.${b64('{"iss":1}')}.${s}`
    expect(reason(() => verifyRelayJwt(badPayload, { now }))).toBe('payload')
    const badIss = `${h}.${b64('{"iss":"did:web:x","sub":"","aud":"","iat":1,"exp":2}')}.${s}`
    expect(reason(() => verifyRelayJwt(badIss, { now }))).toBe('did')
    const other = createRelayJwt({
      seed: hex.decode('22'.repeat(32)),
      aud,
      sub: 'sub',
      iat,
    })
    const forged = `${h}.${p}.${other.split('.')[2]}`
    expect(reason(() => verifyRelayJwt(forged, { now }))).toBe('signature')
    expect(reason(() => verifyRelayJwt(`${h}.${p}.AAAA`, { now }))).toBe(
      'signature',
    )
    expect(reason(() => verifyRelayJwt(jwt, { now: iat + 86400 + 121 }))).toBe(
      'expired',
    )
    expect(reason(() => verifyRelayJwt(jwt, { now: iat - 121 }))).toBe(
      'notYetValid',
    )
    expect(
      reason(() => verifyRelayJwt(jwt, { now, audiences: ['ws://x:1'] })),
    ).toBe('audience')
  })

  it('bounds the lifetime to one day, so iat is never older than a day (+ leeway)', async () => {
    const now = iat + 10
    const token = (ttl: number, at = iat) =>
      createRelayJwt({ seed, aud, sub: 'sub', iat: at, ttl })
    // The official SDK's exp = iat + 86400 exactly is accepted.
    expect(verifyRelayJwt(token(86_400), { now }).exp).toBe(iat + 86_400)
    expect(reason(() => verifyRelayJwt(token(86_401), { now }))).toBe(
      'lifetime',
    )
    expect(reason(() => verifyRelayJwt(token(-1), { now }))).toBe('lifetime')
    // Issued a year ago and valid for years: refused.
    const old = token(5 * 365 * 86_400, iat - 365 * 86_400)
    expect(reason(() => verifyRelayJwt(old, { now }))).toBe('lifetime')
    // Issued two days ago with a one-day lifetime: expired.
    const stale = token(86_400, iat - 2 * 86_400)
    expect(reason(() => verifyRelayJwt(stale, { now }))).toBe('expired')
    expect(
      reason(() => verifyRelayJwt(token(3_601), { now, maxLifetime: 3_600 })),
    ).toBe('lifetime')
  })

  it('allows 120 s of clock skew by default', async () => {
    expect(verifyRelayJwt(jwt, { now: iat - 120 }).iat).toBe(iat)
    expect(verifyRelayJwt(jwt, { now: iat + 86400 + 120 }).iat).toBe(iat)
  })

  it('formats a readable message', async () => {
    const error = new RelayAuthError({ reason: 'expired', details: 'x' })
    expect(error.shortMessage).toBe('The JWT has expired.')
    expect(RelayAuthError.code).toBe(3000)
  })
})
