import type { Db } from '../db/Db.js'
import { loadWalletData } from './loadWalletData.js'

/** Imports the bundled directory when the wallets table is empty. */
export async function seedWalletsIfEmpty(db: Db): Promise<void> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wallets',
  )
  if (!row?.n) await loadWalletData(db)
}
