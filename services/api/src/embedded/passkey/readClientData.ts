import { passkeyErrors } from './passkeyErrors.js'

/** base64url, as WebAuthn fields travel here. */
const base64url = /^[A-Za-z0-9_-]{1,16384}$/

/** The bytes of a base64url field of a passkey answer (400 otherwise). */
export function readBase64url(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string' || !base64url.test(value))
    throw passkeyErrors.malformed(what)
  return new Uint8Array(Buffer.from(value, 'base64url'))
}

/**
 * The clientDataJSON of a passkey answer: its text and the challenge and
 * origin it names (checked again by ox's verification).
 */
export function readClientData(value: unknown): {
  json: string
  bytes: Uint8Array
  challenge: string
  origin: string
} {
  const bytes = readBase64url(value, 'clientDataJSON')
  const json = new TextDecoder().decode(bytes)
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    throw passkeyErrors.malformed('clientDataJSON')
  }
  const { challenge, origin } = (data ?? {}) as Record<string, unknown>
  if (typeof challenge !== 'string' || typeof origin !== 'string')
    throw passkeyErrors.malformed('clientDataJSON')
  return { json, bytes, challenge, origin }
}
