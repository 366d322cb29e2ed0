import type { Db } from '../../db/Db.js'
import { createSolanaKey } from './createSolanaKey.js'

/**
 * The user's Solana address, creating its key on first use (users made
 * before Solana keys existed) in one transaction, race-safe through the
 * `(user_id, namespace)` primary key (see `createSolanaKey`).
 */
export async function ensureSolanaKey(
  db: Db,
  {
    userId,
    masterKey,
    known,
  }: { userId: string; masterKey: Uint8Array; known?: string | undefined },
): Promise<string> {
  if (known) return known
  return db.transaction((tx) => createSolanaKey(tx, { userId, masterKey }))
}
