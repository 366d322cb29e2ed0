import type { DbQueryable } from '../../db/Db.js'
import {
  type EmbeddedUser,
  type EmbeddedUserRow,
  hasSigner,
  rowToEmbeddedUser,
  userColumns,
  userKeyJoins,
} from './EmbeddedUser.js'

/**
 * The user `id` as the service answers it, with its keys; `undefined` when
 * there is no such user or it has no eip155 key.
 */
export async function findEmbeddedUser(
  db: DbQueryable,
  { id }: { id: string },
): Promise<EmbeddedUser | undefined> {
  const [row] = await db.query<EmbeddedUserRow>(
    `SELECT ${userColumns} FROM embedded_users u ${userKeyJoins}
     WHERE u.id = $1 AND ${hasSigner}`,
    [id],
  )
  return row && rowToEmbeddedUser(row)
}
