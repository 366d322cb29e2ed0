import { passkeyErrors } from './passkeyErrors.js'
import { readBase64url, readClientData } from './readClientData.js'

/** A WebAuthn assertion as the frame posts it, read (not yet verified). */
export type PasskeyAssertion = {
  /** The credential id (base64url). */
  id: string
  clientData: ReturnType<typeof readClientData>
  authenticatorData: Uint8Array
  /** The authenticator's signature, DER. */
  signature: Uint8Array
}

/**
 * The parts of a WebAuthn assertion (`{ id, clientDataJSON,
 * authenticatorData, signature }`, base64url, the signature DER); any
 * malformed field → 400.
 */
export function readPasskeyAssertion(credential: unknown): PasskeyAssertion {
  const { id, clientDataJSON, authenticatorData, signature } = (credential ??
    {}) as Record<string, unknown>
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,256}$/.test(id))
    throw passkeyErrors.malformed('id')
  return {
    id,
    clientData: readClientData(clientDataJSON),
    authenticatorData: readBase64url(authenticatorData, 'authenticatorData'),
    signature: readBase64url(signature, 'signature'),
  }
}
