import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'

export type VerifySolanaSignatureParameters = {
  /** The signed text (UTF-8). */
  message: string
  /** The signature, base58 (64 bytes). */
  signature: string
  /** The signer's address, base58 (its 32-byte ed25519 public key). */
  address: string
}

/**
 * Whether `signature` is `address`'s ed25519 signature of `message`. Bad
 * input (not base58, wrong lengths) gives false, never a throw. The demo
 * imports this file lazily, so EVM-only visits never load ed25519.
 */
export function verifySolanaSignature({
  message,
  signature,
  address,
}: VerifySolanaSignatureParameters): boolean {
  try {
    const sig = base58.decode(signature)
    const key = base58.decode(address)
    if (sig.length !== 64 || key.length !== 32) return false
    return ed25519.verify(sig, new TextEncoder().encode(message), key)
  } catch {
    return false
  }
}
