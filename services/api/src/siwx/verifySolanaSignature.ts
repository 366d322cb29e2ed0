import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { SignedMessage } from './SignedMessage.js'

/**
 * Whether `signature` (base58, 64 bytes) is the ed25519 signature of the
 * message's UTF-8 bytes by `address` (base58, the 32-byte public key), as
 * Solana wallets' `signMessage` answers it. Checked with @noble/curves;
 * bad encodings are `false`, never a throw.
 *
 * @example
 * verifySolanaSignature({ address, message, signature }) // true
 */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: SignedMessage): boolean {
  try {
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    if (publicKey.length !== 32 || bytes.length !== 64) return false
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
