import { gcm } from '@noble/ciphers/aes'

/**
 * Decrypts what `encryptKey` stored. Throws (`Error` from the cipher) when
 * the master key, the user id (AAD) or the ciphertext is not the one used.
 */
export function decryptKey({
  masterKey,
  userId,
  ciphertext,
}: {
  masterKey: Uint8Array
  userId: string
  ciphertext: string
}): Uint8Array {
  const [version, nonce, sealed] = ciphertext.split('.')
  if (version !== 'v1' || !nonce || !sealed)
    throw new TypeError('Unknown embedded key format')
  const aad = new TextEncoder().encode(userId)
  return gcm(
    masterKey,
    new Uint8Array(Buffer.from(nonce, 'base64url')),
    aad,
  ).decrypt(new Uint8Array(Buffer.from(sealed, 'base64url')))
}
