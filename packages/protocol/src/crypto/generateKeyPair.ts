import { base64urlnopad, hex } from '@scure/base'

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
  // The private JWK holds both keys (`d`, `x`) and exports fastest.
  const { d = '', x = '' } = await subtle.exportKey('jwk', pair.privateKey)
  return {
    privateKey: hex.encode(base64urlnopad.decode(d)),
    publicKey: hex.encode(base64urlnopad.decode(x)),
  }
}
