import { recoverPublicKey } from '@noble/secp256k1'
import { keccak256 } from './keccak256.js'

const encoder = new TextEncoder()

/**
 * The 20 bytes of the Ethereum address whose key made `signature`, the
 * 65-byte `r ‖ s ‖ v` (v = 27, 28, 0 or 1) personal_sign (EIP-191 version
 * 0x45) signature of `message`, or undefined when the signature is
 * malformed or recovers no key. keccak-256 and secp256k1 are
 * `@noble/hashes` (see `keccak256`) and `@noble/secp256k1`; `verifyCacao`
 * imports this module dynamically, so they load only when a CACAO is
 * checked. The caller hex-encodes the address: the main chunk already has
 * a hex encoder, the lazy one then needs none.
 *
 * @example
 * bytesToHex(recoverMessageAddress('hello world', signatureBytes)) // '19e7…'
 */
export function recoverMessageAddress(
  message: string,
  signature: Uint8Array,
): Uint8Array | undefined {
  const v = signature[64] ?? -1
  const recovery = v >= 27 ? v - 27 : v
  if (signature.length !== 65 || recovery < 0 || recovery > 1) return undefined
  const bytes = encoder.encode(message)
  const hash = keccak256(
    new Uint8Array([
      ...encoder.encode(`\x19Ethereum Signed Message:\n${bytes.length}`),
      ...bytes,
    ]),
  )
  try {
    const publicKey = recoverPublicKey(
      new Uint8Array([recovery, ...signature.subarray(0, 64)]),
      hash,
      { prehash: false, isCompressed: false },
    )
    return keccak256(publicKey.subarray(1)).subarray(12)
  } catch {
    return undefined
  }
}
