// noble's own: ours would become a 100-byte chunk shared with the main one.
import { bytesToHex } from '@noble/hashes/utils.js'
import { recoverPublicKey } from '@noble/secp256k1'
import { keccak256 } from './keccak256.js'

const encoder = new TextEncoder()

/**
 * The Ethereum address (lower-case 0x hex) whose key made `signature`, the
 * 65-byte `r ‖ s ‖ v` (v = 27, 28, 0 or 1) personal_sign (EIP-191 version
 * 0x45) signature of `message`, or undefined when the signature is
 * malformed or recovers no key. keccak-256 and secp256k1 are
 * `@noble/hashes` (see `keccak256`) and `@noble/secp256k1`; `verifyCacao`
 * imports this module dynamically, so they load only when a CACAO is
 * checked.
 *
 * @example
 * recoverMessageAddress('hello world', signatureBytes) // '0x19e7…'
 */
export function recoverMessageAddress(
  message: string,
  signature: Uint8Array,
): string | undefined {
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
    return `0x${bytesToHex(keccak256(publicKey.subarray(1)).subarray(12))}`
  } catch {
    return undefined
  }
}
