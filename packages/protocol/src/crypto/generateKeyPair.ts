import { x25519 } from '@noble/curves/ed25519.js'
import { bytesToHex } from '@noble/hashes/utils.js'

export type GenerateKeyPairReturnType = {
  /** X25519 private key, 64 hex characters. */
  privateKey: string
  /** X25519 public key, 64 hex characters. */
  publicKey: string
}

/**
 * Generates a fresh X25519 key pair, as hex (like the official SDK).
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const { privateKey, publicKey } = generateKeyPair()
 */
export function generateKeyPair(): GenerateKeyPairReturnType {
  const { secretKey, publicKey } = x25519.keygen()
  return { privateKey: bytesToHex(secretKey), publicKey: bytesToHex(publicKey) }
}
