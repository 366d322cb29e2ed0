import type { DbQueryable } from '../../db/Db.js'
import { checkLimits } from './checkLimits.js'
import { countLimits } from './countLimits.js'
import type { Limit } from './Limit.js'
import { lockLimits } from './lockLimits.js'

/**
 * Inside a transaction: locks the limits' keys, refuses (429) when one is
 * full, else counts one event against each. Used for mails, where the
 * event is the request itself.
 */
export async function takeLimits(
  tx: DbQueryable,
  limits: readonly Limit[],
  now: number,
): Promise<void> {
  if (limits.length === 0) return
  await lockLimits(tx, limits)
  await checkLimits(tx, limits, now)
  await countLimits(tx, limits, now)
}
