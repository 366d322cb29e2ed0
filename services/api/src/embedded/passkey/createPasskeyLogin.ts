import { randomUUID } from 'node:crypto'
import type { Hex } from 'viem'
import type { Db } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import type { CreateEmbeddedLoginReturnType } from '../login/createEmbeddedLogin.js'
import { findEmbeddedUser } from '../login/findEmbeddedUser.js'
import { openSession } from '../login/openSession.js'

/**
 * Opens a session for a passkey user, in one transaction: with `passkey`
 * (a verified registration) a new user whose smart account that passkey
 * owns (no eip155 or Solana key is made: the service holds no key of
 * theirs); with `userId` (a verified assertion) that user. The device is
 * approved as by an e-mail login.
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
    settings: Pick<EmbeddedSettings, 'sessionTtlMs'>
    now?: number
  } & ({ passkey: { id: string; publicKey: Hex } } | { userId: string }),
): Promise<CreateEmbeddedLoginReturnType> {
  return db.transaction(async (tx) => {
    let userId: string
    if ('userId' in who) userId = who.userId
    else {
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
    }
    const { token, expiresAt } = await openSession(tx, {
      projectId,
      userId,
      deviceId,
      origin,
      ttlMs: settings.sessionTtlMs,
      now,
    })
    const user = await findEmbeddedUser(tx, { id: userId })
    if (!user) throw new TypeError(`Embedded user ${userId} has no signer`)
    return { token, expiresAt, user }
  })
}
