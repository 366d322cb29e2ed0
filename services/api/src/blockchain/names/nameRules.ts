import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/** Shortest name label (SPEC §5). */
export const NAME_MIN_LENGTH = 4
/** Longest name label (one DNS label). */
export const NAME_MAX_LENGTH = 63

/**
 * Splits a name into its lower-cased label and full name (label + suffix).
 * The suffix may be given or left out; the label must be letters, digits
 * or hyphens, 4 to 63 characters. Else a 400 `INVALID_NAME`.
 */
export function normalizeName(
  raw: unknown,
  suffix: string,
  { minLength = NAME_MIN_LENGTH }: { minLength?: number } = {},
): { label: string; name: string } {
  const lower = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (
    label.length < minLength ||
    label.length > NAME_MAX_LENGTH ||
    !/^[a-z0-9-]+$/.test(label)
  )
    throw new BlockchainApiError(
      400,
      'INVALID_NAME',
      `Invalid name: use letters, digits or hyphens, at least ${NAME_MIN_LENGTH} characters (suffix ${suffix}).`,
    )
  return { label, name: `${label}${suffix}` }
}
