import { keyMatches } from '../../data/dataKey.js'
import type { Config } from '../../types/config.js'

/** A grant or revoke happened: every `permissions` entry loads again. */
export function invalidatePermissions(config: Config): void {
  config._internal.data.invalidate((key) => keyMatches(key, ['permissions']))
}
