import { importPKCS8, SignJWT } from 'jose'

export type CreateAppleClientSecretParameters = {
  teamId: string
  keyId: string
  /** The Sign in with Apple key (PKCS#8 PEM, ES256). */
  privateKey: string
  /** The Services ID (`client_id`). */
  clientId: string
  /** @default Date.now() */
  now?: number | undefined
}

/**
 * Apple's client secret: an ES256 JWT by the team (`iss`), for the Services
 * ID (`sub`), audience `https://appleid.apple.com`, valid five minutes.
 *
 * @example
 * const clientSecret = await createAppleClientSecret({ teamId, keyId, privateKey, clientId })
 */
export async function createAppleClientSecret({
  teamId,
  keyId,
  privateKey,
  clientId,
  now = Date.now(),
}: CreateAppleClientSecretParameters): Promise<string> {
  const key = await importPKCS8(privateKey, 'ES256')
  const iat = Math.floor(now / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(key)
}
