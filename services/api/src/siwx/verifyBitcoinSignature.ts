import { Verifier } from 'bip322-js'
import type { SignedMessage } from './SignedMessage.js'

/**
 * Whether `signature` (base64) signs `message` for the Bitcoin `address`:
 * a BIP-322 simple signature (P2WPKH, P2SH-P2WPKH, single-key P2TR) or a
 * legacy signmessage one (BIP-137 header; any address of the recovered
 * key), checked by bip322-js's `Verifier.verifySignature`. Signatures it
 * cannot read (it throws on unsupported address/signature pairs and
 * truncated witnesses) are `false`.
 *
 * @example
 * verifyBitcoinSignature({ address: 'bc1q…', message, signature }) // true
 */
export function verifyBitcoinSignature({
  address,
  message,
  signature,
}: SignedMessage): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
