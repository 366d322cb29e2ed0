import { base64urlnopad } from '@scure/base'
import { base58 } from '../auth/base58.js'

export type RelayKey = { key: CryptoKey; iss: string }

// DER prefix of a PKCS#8 Ed25519 private key (RFC 8410), then the seed.
const pkcs8Prefix = [48, 46, 2, 1, 0, 48, 5, 6, 3, 43, 101, 112, 4, 34, 4, 32]

/**
 * The WebCrypto Ed25519 signing key of a 32-byte seed and its did:key.
 * PKCS#8 import is slow in Node 20 (~1 ms): import once per client.
 */
export async function importRelayKey(seed: Uint8Array): Promise<RelayKey> {
  const key = await crypto.subtle.importKey(
    'pkcs8',
    Uint8Array.from([...pkcs8Prefix, ...seed]),
    { name: 'Ed25519' },
    true,
    ['sign'],
  )
  const { x = '' } = await crypto.subtle.exportKey('jwk', key)
  // did:key: multibase 'z' + base58btc(0xed 0x01 ‖ key), as
  // didKeyFromEd25519PublicKey (without its length check: x is 32 bytes).
  const iss = `did:key:z${base58(Uint8Array.of(0xed, 1, ...base64urlnopad.decode(x)))}`
  return { key, iss }
}
