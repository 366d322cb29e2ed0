import type { Db } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { createSolanaKey } from './createSolanaKey.js'
import { createUserKey } from './createUserKey.js'
import { type EmbeddedIdentity, identityKey } from './EmbeddedIdentity.js'
import type { EmbeddedUser } from './EmbeddedUser.js'
import { findEmbeddedUser } from './findEmbeddedUser.js'
import { openSession } from './openSession.js'

export type CreateEmbeddedLoginParameters = {
  projectId: string
  /** The host origin the frame pinned: the session answers only it. */
  origin: string
  /** The frame's random device id (approved by this login). */
  deviceId: string
  /** Who proved what: an e-mail (code checked) or a social subject. */
  identity: EmbeddedIdentity
  settings: Pick<EmbeddedSettings, 'masterKey' | 'sessionTtlMs'>
  /** @default Date.now() */
  now?: number | undefined
}

export type CreateEmbeddedLoginReturnType = {
  /** Bearer token for `/v1/embedded/*` (only its sha256 is stored). */
  token: string
  /** Epoch ms. */
  expiresAt: number
  user: EmbeddedUser
}

/**
 * Finishes a login whose identity is already proven (e-mail code checked,
 * or social code exchanged): finds the identity's user or creates user,
 * identity, eip155 and Solana keys, approves the device and opens a session — all
 * in ONE transaction, serialised per identity (advisory lock) and backed by
 * unique constraints, so a crash leaves nothing half-created and two
 * concurrent logins give one user and one key.
 *
 * @example
 * const { token, user } = await createEmbeddedLogin(db, {
 *   projectId, origin, deviceId,
 *   identity: { kind: 'social', provider: 'google', subject: claims.sub },
 *   settings: context.settings,
 * })
 */
export async function createEmbeddedLogin(
  db: Db,
  {
    projectId,
    origin,
    deviceId,
    identity,
    settings,
    now = Date.now(),
  }: CreateEmbeddedLoginParameters,
): Promise<CreateEmbeddedLoginReturnType> {
  const { kind, subject } = identityKey(identity)
  const email =
    identity.kind === 'email'
      ? identity.email.toLowerCase()
      : (identity.email?.toLowerCase() ?? null)
  const socialProvider = identity.kind === 'social' ? identity.provider : null
  const userName =
    identity.kind === 'social' ? (identity.userName ?? null) : null
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `latch-embedded:${projectId}:${kind}:${subject}`,
    ])
    const [found] = await tx.query<{ user_id: string }>(
      `SELECT user_id FROM embedded_identities
       WHERE project_id = $1 AND kind = $2 AND subject = $3`,
      [projectId, kind, subject],
    )
    let userId = found?.user_id
    if (!userId) {
      userId = await createUserKey(tx, {
        projectId,
        email,
        socialProvider,
        userName,
        masterKey: settings.masterKey,
      })
      await tx.query(
        `INSERT INTO embedded_identities (project_id, kind, subject, user_id)
         VALUES ($1, $2, $3, $4)`,
        [projectId, kind, subject, userId],
      )
    } else {
      // A user from before Solana keys gets one now (no-op when it has one).
      await createSolanaKey(tx, { userId, masterKey: settings.masterKey })
      if (identity.kind === 'social')
        await tx.query(
          `UPDATE embedded_users SET user_name = COALESCE($2, user_name),
             email = COALESCE($3, email) WHERE id = $1`,
          [userId, userName, email],
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
    if (!user) throw new TypeError(`Embedded user ${userId} has no eip155 key`)
    return { token, expiresAt, user }
  })
}
