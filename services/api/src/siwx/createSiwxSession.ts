import { randomUUID } from 'node:crypto'
import type { DbQueryable } from '../db/Db.js'
import { createSiwxToken, hashSiwxToken } from './hashSiwxToken.js'
import {
  rowToSiwxSession,
  type SiwxMessageData,
  type SiwxSession,
  type SiwxSessionRow,
  sessionColumns,
} from './SiwxSession.js'

export type CreateSiwxSessionParameters = {
  projectId: string
  /** The verified message's fields. */
  data: SiwxMessageData
  message: string
  /** As sent (0x hex, base58 or base64 by namespace). */
  signature: string
  /** Epoch ms. */
  expiresAt: number
  /** @default Date.now() */
  now?: number
}

/**
 * Stores a session for a verified message and returns it with its bearer
 * token (only the token's hash is stored). The owner is the namespace and
 * address; `chain_id` and `account` are CAIP-2 and CAIP-10.
 */
export async function createSiwxSession(
  db: DbQueryable,
  {
    projectId,
    data,
    message,
    signature,
    expiresAt,
    now = Date.now(),
  }: CreateSiwxSessionParameters,
): Promise<{ token: string; session: SiwxSession }> {
  const token = createSiwxToken()
  const [namespace = 'eip155'] = data.chainId.split(':')
  const [row] = await db.query<SiwxSessionRow>(
    `INSERT INTO siwx_sessions (id, project_id, token_hash, namespace,
       address, chain_id, account, message, signature, data, issued_at,
       created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb,
       to_timestamp($11::float8 / 1000), to_timestamp($12::float8 / 1000),
       to_timestamp($13::float8 / 1000))
     RETURNING ${sessionColumns}`,
    [
      randomUUID(),
      projectId,
      hashSiwxToken(token),
      namespace,
      data.accountAddress,
      data.chainId,
      `${data.chainId}:${data.accountAddress}`,
      message,
      signature,
      JSON.stringify(data),
      Date.parse(data.issuedAt),
      now,
      expiresAt,
    ],
  )
  if (!row) throw new TypeError('INSERT … RETURNING gave no row')
  return { token, session: rowToSiwxSession(row) }
}
