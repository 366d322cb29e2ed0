import { p256 } from '@noble/curves/nist.js'
import { Base64, Hex } from 'ox'
import { Authentication } from 'ox/webauthn'
import type { DbQueryable } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { consumePasskeyChallenge } from './consumePasskeyChallenge.js'
import { passkeyErrors } from './passkeyErrors.js'
import { passkeyRelyingParty } from './passkeyRelyingParty.js'
import { readBase64url, readClientData } from './readClientData.js'

/**
 * The DER signature's r and s, s in its low form: authenticators may sign
 * with either (WebAuthn allows both; Chromium's does), ox's P-256 check
 * takes the low one, as HybridDeleGator does (the frame's encoding flips
 * it too).
 */
function lowS(der: Uint8Array): { r: bigint; s: bigint } {
  const { r, s } = p256.Signature.fromBytes(der, 'der')
  const n = p256.Point.Fn.ORDER
  return { r, s: s > n / 2n ? n - s : s }
}

/**
 * A passkey login's WebAuthn assertion (`{ id, clientDataJSON,
 * authenticatorData, signature }`, base64url, the signature DER): the
 * challenge is a live login challenge of this device (taken once, else
 * 400 `passkey_challenge`), the credential one of the project's
 * (`passkey_unknown`), and ox's `Authentication.verify` checks
 * `webauthn.get`, the challenge, the frame's origin, the RP id's hash, the
 * user-present and user-verified flags and the P-256 signature over
 * authenticatorData ‖ sha256(clientDataJSON) (`passkey_invalid`). Answers
 * the user the passkey belongs to.
 */
export async function verifyPasskeyAssertion(
  db: DbQueryable,
  {
    credential,
    projectId,
    deviceId,
    settings,
  }: {
    credential: unknown
    projectId: string
    deviceId: string
    settings: Pick<EmbeddedSettings, 'publicUrl' | 'listenUrl'>
  },
): Promise<{ userId: string; credentialId: string }> {
  const { id, clientDataJSON, authenticatorData, signature } = (credential ??
    {}) as Record<string, unknown>
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,256}$/.test(id))
    throw passkeyErrors.malformed('id')
  const clientData = readClientData(clientDataJSON)
  const authData = readBase64url(authenticatorData, 'authenticatorData')
  const der = readBase64url(signature, 'signature')
  const { origin, rpId } = passkeyRelyingParty(settings, clientData.origin)
  await consumePasskeyChallenge(db, {
    challenge: clientData.challenge,
    projectId,
    deviceId,
    purpose: 'login',
  })
  const [row] = await db.query<{ user_id: string; public_key: string }>(
    `SELECT user_id, public_key FROM embedded_passkeys
     WHERE credential_id = $1 AND project_id = $2`,
    [id, projectId],
  )
  if (!row) throw passkeyErrors.unknown()
  let valid = false
  try {
    valid = Authentication.verify({
      challenge: Hex.fromBytes(Base64.toBytes(clientData.challenge)),
      publicKey: {
        prefix: 4,
        x: Hex.toBigInt(Hex.slice(row.public_key as Hex.Hex, 0, 32)),
        y: Hex.toBigInt(Hex.slice(row.public_key as Hex.Hex, 32, 64)),
      },
      signature: lowS(der),
      metadata: {
        authenticatorData: Hex.fromBytes(authData),
        clientDataJSON: clientData.json,
        userVerificationRequired: true,
      },
      origin,
      rpId,
    })
  } catch {
    valid = false
  }
  if (!valid) throw passkeyErrors.invalid()
  return { userId: row.user_id, credentialId: id }
}
