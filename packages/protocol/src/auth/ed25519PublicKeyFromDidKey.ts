import { base58 } from '@scure/base'
import { ed25519MulticodecPrefix } from './didKeyFromEd25519PublicKey.js'
import { RelayAuthError } from './RelayAuthError.js'

const prefix = 'did:key:z'

/**
 * Decodes a `did:key:z…` Ed25519 identifier back to its 32-byte public key.
 * Throws `RelayAuthError` (reason `did`) for any other input.
 *
 * https://latch.dev/docs/protocol/auth
 *
 * @example
 * ed25519PublicKeyFromDidKey('did:key:z6Mk…') // Uint8Array(32)
 */
export function ed25519PublicKeyFromDidKey(did: string): Uint8Array {
  if (typeof did !== 'string' || !did.startsWith(prefix))
    throw new RelayAuthError({
      reason: 'did',
      details: 'expected a string starting with did:key:z',
    })
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(prefix.length))
  } catch (cause) {
    throw new RelayAuthError({ reason: 'did', details: 'bad base58', cause })
  }
  if (
    bytes.length !== 34 ||
    bytes[0] !== ed25519MulticodecPrefix[0] ||
    bytes[1] !== ed25519MulticodecPrefix[1]
  )
    throw new RelayAuthError({
      reason: 'did',
      details: 'not an ed25519-pub multicodec key of 32 bytes',
    })
  return bytes.slice(2)
}
