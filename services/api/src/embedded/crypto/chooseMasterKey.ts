import type { DbQueryable } from '../../db/Db.js'
import { masterKeyId } from './masterKeyId.js'

/**
 * The master key the stored keys are sealed under: `key`, unless an
 * interrupted rotation left `previous` (`<key file>.old`) and the database
 * is still sealed under that one (the rotation did not commit). With no
 * stored keys, `key`.
 */
export async function chooseMasterKey(
  db: DbQueryable,
  { key, previous }: { key: Uint8Array; previous?: Uint8Array | undefined },
): Promise<Uint8Array> {
  if (!previous) return key
  const [row] = await db.query<{ master_key_id: string }>(
    'SELECT master_key_id FROM embedded_keys LIMIT 1',
  )
  return row?.master_key_id === masterKeyId(previous) ? previous : key
}
