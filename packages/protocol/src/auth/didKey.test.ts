import { hex } from '@scure/base'
import { decodeIss, encodeIss } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { didKeyFromEd25519PublicKey } from './didKeyFromEd25519PublicKey.js'
import { ed25519PublicKeyFromDidKey } from './ed25519PublicKeyFromDidKey.js'
import { RelayAuthError } from './RelayAuthError.js'

// Spec key: seed 58e0…1295 has public key 884a…be5a.
const publicKey = hex.decode(
  '884ab67f787b69e534bfdba8d5beb4e719700e90ac06317ed177d49e5a33be5a',
)
const did = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH'

describe('did:key', () => {
  it('encodes and decodes the spec key like relay-auth', () => {
    expect(didKeyFromEd25519PublicKey(publicKey)).toBe(did)
    expect(encodeIss(publicKey)).toBe(did)
    expect(ed25519PublicKeyFromDidKey(did)).toEqual(publicKey)
    expect(decodeIss(did)).toEqual(publicKey)
  })

  it('throws RelayAuthError for anything else', () => {
    for (const bad of [
      '',
      'did:key:',
      'did:key:z',
      'did:key:z0OIl',
      'did:web:example.com',
      did.slice(0, -2),
      `did:key:f${did.slice(9)}`,
      // secp256k1 multicodec (0xe7 0x01)
      'did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme',
      7 as never,
    ])
      expect(() => ed25519PublicKeyFromDidKey(bad)).toThrowError(RelayAuthError)
    expect(() => didKeyFromEd25519PublicKey(new Uint8Array(31))).toThrowError(
      RelayAuthError,
    )
  })
})
