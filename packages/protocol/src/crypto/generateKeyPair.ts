import { bytesToHex } from '../utils/bytesToHex.js'

export type GenerateKeyPairReturnType = {
  /** X25519 private key, 64 hex characters. */
  privateKey: string
  /** X25519 public key, 64 hex characters. */
  publicKey: string
}

/**
 * Generates a fresh X25519 key pair, as hex (like the official SDK), with
 * WebCrypto (browsers with X25519 in SubtleCrypto, Node ≥ 20).
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const { privateKey, publicKey } = await generateKeyPair()
 */
export async function generateKeyPair(): Promise<GenerateKeyPairReturnType> {
  const { subtle } = crypto
  const pair = (await subtle.generateKey({ name: 'X25519' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  const [pkcs8, raw] = await Promise.all([
    subtle.exportKey('pkcs8', pair.privateKey),
    subtle.exportKey('raw', pair.publicKey),
  ])
  // PKCS#8 of an X25519 key ends with the 32-byte private key.
  return {
    privateKey: bytesToHex(new Uint8Array(pkcs8).subarray(-32)),
    publicKey: bytesToHex(new Uint8Array(raw)),
  }
}
