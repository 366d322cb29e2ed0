import type { DbQueryable } from '../../db/Db.js'

/**
 * Forgets everything indexed on a chain above `lastKept` (-1 forgets all),
 * so those blocks are indexed again.
 */
export async function rollbackChain(
  db: DbQueryable,
  { chainId, lastKept }: { chainId: string; lastKept: number },
): Promise<void> {
  for (const table of [
    'chain_account_activity',
    'chain_transfers',
    'chain_nft_transfers',
    'chain_transactions',
  ])
    await db.query(
      `DELETE FROM ${table} WHERE chain_id = $1 AND block_number > $2`,
      [chainId, lastKept],
    )
  await db.query(
    'DELETE FROM chain_blocks WHERE chain_id = $1 AND number > $2',
    [chainId, lastKept],
  )
  if (lastKept < 0)
    await db.query('DELETE FROM chain_index_state WHERE chain_id = $1', [
      chainId,
    ])
  else
    await db.query(
      'UPDATE chain_index_state SET last_block = $2 WHERE chain_id = $1',
      [chainId, lastKept],
    )
}
