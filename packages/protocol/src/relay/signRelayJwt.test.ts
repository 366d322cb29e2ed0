import { expect, test } from 'vitest'
import { createRelayJwt } from '../auth/createRelayJwt.js'
import { verifyRelayJwt } from '../auth/verifyRelayJwt.js'
import { importRelayKey } from './importRelayKey.js'
import { signRelayJwt } from './signRelayJwt.js'

test('WebCrypto JWT is byte-identical to createRelayJwt (noble)', async () => {
  for (let i = 0; i < 4; i++) {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const claims = { aud: 'ws://127.0.0.1:1', sub: 'ab'.repeat(32), iat: 1e9 }
    const relayKey = await importRelayKey(seed)
    const jwt = await signRelayJwt({ ...relayKey, ...claims })
    const { iss } = relayKey
    expect(jwt).toBe(createRelayJwt({ seed, ...claims }))
    expect(iss).toBe(
      verifyRelayJwt(jwt, { audiences: [claims.aud], now: 1e9 }).iss,
    )
  }
})
