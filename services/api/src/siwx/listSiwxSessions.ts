import type { DbQueryable } from '../db/Db.js'
import {
  rowToSiwxSession,
  type SiwxSession,
  type SiwxSessionRow,
  sessionColumns,
} from './SiwxSession.js'

export type ListSiwxSessionsParameters = {
  projectId: string
  /** The owner: CAIP-2 namespace and address, e.g. `eip155`, `0xAbC…`. */
  namespace: string
  address: string
  /** Only sessions on this CAIP-2 chain. @default every chain */
  chainId?: string | undefined
  /** @default 100 */
  limit?: number
  /** @default Date.now() */
  now?: number
}

/** The owner's live sessions in the project, newest first. */
export async function listSiwxSessions(
  db: DbQueryable,
  {
    projectId,
    namespace,
    address,
    chainId,
    limit = 100,
    now = Date.now(),
  }: ListSiwxSessionsParameters,
): Promise<SiwxSession[]> {
  const rows = await db.query<SiwxSessionRow>(
    `SELECT ${sessionColumns} FROM siwx_sessions
     WHERE project_id = $1 AND namespace = $2 AND address = $3
       AND ($4::text IS NULL OR chain_id = $4)
       AND revoked_at IS NULL AND expires_at > to_timestamp($5::float8 / 1000)
     ORDER BY created_at DESC, id LIMIT $6`,
    [projectId, namespace, address, chainId ?? null, now, limit],
  )
  return rows.map(rowToSiwxSession)
}
