import { randomUUID } from 'node:crypto'
import type { Hex } from 'viem'
import type { Db } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import type { CreateEmbeddedLoginReturnType } from '../login/createEmbeddedLogin.js'
import { findEmbeddedUser } from '../login/findEmbeddedUser.js'
import { openSession } from '../login/openSession.js'
import { createRecoveryKey } from './createRecoveryKey.js'

/**
 * Opens a session for a passkey user, in one transaction: with `passkey`
 * (a verified registration) a new user whose smart account that passkey
 * owns, beside a sealed recovery key (`createRecoveryKey`; no eip155 or
 * Solana key is made); with `userId` and `credentialId` (a verified
 * assertion) that user, signing with that passkey. The device is approved
 * as by an e-mail login.
 */
export async function createPasskeyLogin(
  db: Db,
  {
    projectId,
    origin,
    deviceId,
    settings,
    now = Date.now(),
    ...who
  }: {
    projectId: string
    origin: string
    deviceId: string
    settings: Pick<EmbeddedSettings, 'sessionTtlMs' | 'masterKey'>
    now?: number
  } & (
    | { passkey: { id: string; publicKey: Hex } }
    | { userId: string; credentialId: string }
  ),
): Promise<CreateEmbeddedLoginReturnType> {
  return db.transaction(async (tx) => {
    let userId: string
    let passkeyId: string
    if ('userId' in who) {
      userId = who.userId
      passkeyId = who.credentialId
    } else {
      userId = randomUUID()
      await tx.query(
        `INSERT INTO embedded_users (id, project_id) VALUES ($1, $2)`,
        [userId, projectId],
      )
      await tx.query(
        `INSERT INTO embedded_passkeys (credential_id, project_id, user_id, public_key)
         VALUES ($1, $2, $3, $4)`,
        [who.passkey.id, projectId, userId, who.passkey.publicKey],
      )
      passkeyId = who.passkey.id
      await createRecoveryKey(tx, { userId, masterKey: settings.masterKey })
    }
    const { token, expiresAt } = await openSession(tx, {
      projectId,
      userId,
      deviceId,
      origin,
      ttlMs: settings.sessionTtlMs,
      now,
      passkeyId,
    })
    const user = await findEmbeddedUser(tx, { id: userId })
    if (!user) throw new TypeError(`Embedded user ${userId} has no signer`)
    return { token, expiresAt, user }
  })
}
