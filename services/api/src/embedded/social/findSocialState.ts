import type { Db } from '../../db/Db.js'
import { hashState } from './hashState.js'
import {
  rowToSocialState,
  type SocialState,
  type SocialStateRow,
  socialStateColumns,
} from './SocialState.js'

/**
 * The pending login of a `state`, if it exists, is unused and unexpired
 * (the callback page reads the bound origin from it; it consumes nothing).
 *
 * @example
 * const pending = await findSocialState(db, { state })
 */
export async function findSocialState(
  db: Db,
  { state, now = Date.now() }: { state: string; now?: number | undefined },
): Promise<SocialState | undefined> {
  if (state.length > 256) return undefined
  const [row] = await db.query<SocialStateRow>(
    `SELECT ${socialStateColumns} FROM embedded_social_states
     WHERE state_hash = $1 AND used_at IS NULL
       AND expires_at > to_timestamp($2::float8 / 1000)`,
    [hashState(state), now],
  )
  return row && rowToSocialState(row)
}
