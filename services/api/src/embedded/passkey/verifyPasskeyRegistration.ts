import { PublicKey } from 'ox'
import { Registration } from 'ox/webauthn'
import type { Hex } from 'viem'
import type { DbQueryable } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { consumePasskeyChallenge } from './consumePasskeyChallenge.js'
import { passkeyErrors } from './passkeyErrors.js'
import { passkeyRelyingParty } from './passkeyRelyingParty.js'
import { readBase64url, readClientData } from './readClientData.js'

/**
 * A new passkey's WebAuthn registration (`{ id, clientDataJSON,
 * attestationObject }`, base64url), checked by ox's `Registration.verify`:
 * `webauthn.create` over a live register challenge of this device (taken
 * once), from the frame's origin, its RP id's hash, user presence and
 * verification, a P-256 (ES256) key; answers the credential id and the
 * public key x ‖ y. The attestation statement is not required (`none`):
 * the key only ever owns the account it creates.
 */
export async function verifyPasskeyRegistration(
  db: DbQueryable,
  {
    credential,
    projectId,
    deviceId,
    settings,
    purpose = 'register',
  }: {
    credential: unknown
    projectId: string
    deviceId: string
    settings: Pick<EmbeddedSettings, 'publicUrl' | 'listenUrl'>
    /** The challenge's purpose: a sign-up's, or a recovery's new passkey. */
    purpose?: 'register' | 'recover' | undefined
  },
): Promise<{ id: string; publicKey: Hex }> {
  const { id, clientDataJSON, attestationObject } = (credential ??
    {}) as Record<string, unknown>
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,256}$/.test(id))
    throw passkeyErrors.malformed('id')
  const clientData = readClientData(clientDataJSON)
  const attestation = readBase64url(attestationObject, 'attestationObject')
  const { origin, rpId } = passkeyRelyingParty(settings, clientData.origin)
  await consumePasskeyChallenge(db, {
    challenge: clientData.challenge,
    projectId,
    deviceId,
    purpose,
  })
  let verified: Registration.verify.ReturnType
  try {
    verified = Registration.verify({
      attestation: 'none',
      credential: {
        id,
        clientDataJSON: clientData.bytes.slice().buffer,
        attestationObject: attestation.slice().buffer,
      },
      challenge: (challenge) => challenge === clientData.challenge,
      origin,
      rpId,
      userVerification: 'required',
    })
  } catch (cause) {
    throw Object.assign(passkeyErrors.invalid(), { cause })
  }
  return {
    id,
    publicKey: PublicKey.toHex(verified.credential.publicKey, {
      includePrefix: false,
    }),
  }
}
