import type { DbQueryable } from '../db/Db.js'
import { hashSiwxToken } from './hashSiwxToken.js'
import {
  rowToSiwxSession,
  type SiwxSession,
  type SiwxSessionRow,
  sessionColumns,
} from './SiwxSession.js'

export type FindSiwxSessionParameters = {
  projectId: string
  /** The bearer token or cookie value. */
  token: string
  /** @default Date.now() */
  now?: number
}

/** The live (unrevoked, unexpired) session of `token` in the project. */
export async function findSiwxSession(
  db: DbQueryable,
  { projectId, token, now = Date.now() }: FindSiwxSessionParameters,
): Promise<SiwxSession | undefined> {
  const [row] = await db.query<SiwxSessionRow>(
    `SELECT ${sessionColumns} FROM siwx_sessions
     WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL
       AND expires_at > to_timestamp($3::float8 / 1000)`,
    [hashSiwxToken(token), projectId, now],
  )
  return row ? rowToSiwxSession(row) : undefined
}
