import type { Db } from '../../db/Db.js'
import { hashState } from './hashState.js'
import {
  rowToSocialState,
  type SocialState,
  type SocialStateRow,
  socialStateColumns,
} from './SocialState.js'
import { socialErrors } from './socialErrors.js'

export type ConsumeSocialStateParameters = {
  state: string
  projectId: string
  deviceId: string
  origin: string
  /** @default Date.now() */
  now?: number | undefined
}

/**
 * Uses a `state` up, atomically (one `UPDATE … WHERE used_at IS NULL`, so
 * of two concurrent /connect calls exactly one gets it), then checks it:
 * unknown → 'Unknown social login state', used → 'Social login state
 * already used', expired → 'Social login state expired', bound to another
 * project, device or origin → 'Social login state belongs to another …'.
 * A state that fails a check stays used: a leaked state is burnt.
 *
 * @example
 * const pending = await consumeSocialState(db, { state, projectId, deviceId, origin })
 */
export async function consumeSocialState(
  db: Db,
  {
    state,
    projectId,
    deviceId,
    origin,
    now = Date.now(),
  }: ConsumeSocialStateParameters,
): Promise<SocialState> {
  if (state.length > 256) throw socialErrors.unknownState()
  const stateHash = hashState(state)
  const [row] = await db.query<SocialStateRow>(
    `UPDATE embedded_social_states
     SET used_at = to_timestamp($2::float8 / 1000)
     WHERE state_hash = $1 AND used_at IS NULL
     RETURNING ${socialStateColumns}`,
    [stateHash, now],
  )
  if (!row) {
    const [known] = await db.query(
      'SELECT 1 FROM embedded_social_states WHERE state_hash = $1',
      [stateHash],
    )
    throw known ? socialErrors.usedState() : socialErrors.unknownState()
  }
  const pending = rowToSocialState(row)
  if (pending.expiresAt <= now) throw socialErrors.expiredState()
  if (
    pending.projectId !== projectId ||
    pending.deviceId !== deviceId ||
    pending.origin !== origin
  )
    throw socialErrors.foreignState()
  return pending
}
