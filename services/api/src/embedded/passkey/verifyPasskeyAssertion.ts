import { Base64, Hex } from 'ox'
import type { DbQueryable } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { checkPasskeySignature } from './checkPasskeySignature.js'
import { consumePasskeyChallenge } from './consumePasskeyChallenge.js'
import { passkeyErrors } from './passkeyErrors.js'
import { passkeyRelyingParty } from './passkeyRelyingParty.js'
import { readPasskeyAssertion } from './readPasskeyAssertion.js'

/**
 * A passkey login's WebAuthn assertion (`{ id, clientDataJSON,
 * authenticatorData, signature }`, base64url, the signature DER): the
 * challenge is a live login challenge of this device (taken once, else
 * 400 `passkey_challenge`), the credential one of the project's
 * (`passkey_unknown`), and the assertion verifies for the frame's origin
 * (`checkPasskeySignature`, else `passkey_invalid`). Answers the user the
 * passkey belongs to.
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
  const assertion = readPasskeyAssertion(credential)
  const { clientData, id } = assertion
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
  const valid = checkPasskeySignature({
    assertion,
    challenge: Hex.fromBytes(Base64.toBytes(clientData.challenge)),
    publicKey: row.public_key as Hex.Hex,
    origin,
    rpId,
  })
  if (!valid) throw passkeyErrors.invalid()
  return { userId: row.user_id, credentialId: id }
}
