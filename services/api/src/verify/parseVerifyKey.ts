import { importVerifyKey, type VerifyKey } from './importVerifyKey.js'

/**
 * The signing key from `LATCH_API_VERIFY_KEY`: a private P-256 JWK as JSON.
 * Throws a `TypeError` naming the variable when it is not one (the CLI
 * checks it before the server starts).
 *
 * @example
 * await parseVerifyKey(process.env.LATCH_API_VERIFY_KEY)
 */
export async function parseVerifyKey(text: string): Promise<VerifyKey> {
  let jwk: unknown
  try {
    jwk = JSON.parse(text)
  } catch (cause) {
    throw new TypeError('LATCH_API_VERIFY_KEY is not JSON (a private JWK)', {
      cause,
    })
  }
  try {
    return await importVerifyKey(jwk)
  } catch (cause) {
    throw new TypeError(`LATCH_API_VERIFY_KEY: ${(cause as Error).message}`, {
      cause,
    })
  }
}
