import { NAME_SUFFIXES } from '@latch/common'
import type { DbQueryable } from '../../db/Db.js'
import { placeholders } from '../db/placeholders.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { normalizeName } from './nameRules.js'

export type NameSuggestion = { name: string; registered: boolean }

/**
 * The zones the reference client sends: its fixed zone and the legacy one
 * (SPEC §5 "the name suggestion zone is fixed", §9 name suffixes). The
 * client cannot be told another zone, so these mean "this server's zone".
 */
const referenceNameZones: readonly string[] = NAME_SUFFIXES.map((suffix) =>
  suffix.slice(1),
)

/**
 * Up to 6 names close to `raw` (the name itself first, then numbered and
 * prefixed variants), each with whether it is taken. `zone`, when given,
 * must be the configured suffix or one of {@link referenceNameZones} (with
 * or without the leading dot); suggestions always carry the configured
 * suffix.
 */
export async function getNameSuggestions(
  db: DbQueryable,
  settings: Pick<BlockchainSettings, 'nameSuffix'>,
  { name: raw, zone }: { name: string; zone?: string | undefined },
): Promise<NameSuggestion[]> {
  const suffix = settings.nameSuffix
  const bare = zone?.replace(/^\./, '').toLowerCase()
  if (
    bare !== undefined &&
    `.${bare}` !== suffix &&
    !referenceNameZones.includes(bare)
  )
    throw new BlockchainApiError(
      400,
      'UNSUPPORTED_ZONE',
      `Only the ${suffix} zone is served.`,
    )
  // Short input is fine here: the suggestions are made long enough.
  const { label } = normalizeName(raw, suffix, { minLength: 1 })
  const candidates = [
    label,
    `${label}1`,
    `${label}2`,
    `${label}-id`,
    `my${label}`,
    `the${label}`,
    `${label}123`,
  ]
    .filter((l) => isValidLabel(l, suffix))
    .filter((l, i, all) => all.indexOf(l) === i)
    .slice(0, 6)
    .map((l) => `${l}${suffix}`)
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM profile_names
     WHERE name IN (${placeholders(1, candidates.length)})`,
    candidates,
  )
  const taken = new Set(rows.map((row) => row.name))
  return candidates.map((name) => ({ name, registered: taken.has(name) }))
}

// Variants of a valid label can still be refused (length, mixed scripts).
function isValidLabel(label: string, suffix: string): boolean {
  try {
    return normalizeName(label, suffix, { strict: true }).label === label
  } catch {
    return false
  }
}
