import { ens_normalize } from '@adraffy/ens-normalize'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/** Shortest name label (SPEC §5), in characters (code points). */
const NAME_MIN_LENGTH = 4
/** Longest name label, in characters (code points). */
const NAME_MAX_LENGTH = 63

// Control characters and direction marks in ens_normalize's messages.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const marks = /[\u0000-\u001f\u007f-\u009f\u200e\u200f]/g

export type NormalizeNameOptions = {
  /** Shortest label accepted. @default NAME_MIN_LENGTH */
  minLength?: number
  /**
   * Refuse a name that normalisation would change (400
   * `NAME_NOT_NORMALIZED`) instead of normalising it: for the signed name
   * of a registration, so the stored name is exactly the signed one.
   * @default false
   */
  strict?: boolean
}

/**
 * Normalises a name with ENS normalisation (ENSIP-15, `ens_normalize` of
 * `@adraffy/ens-normalize`: case folding, NFC, confusable and mixed-script
 * checks) and splits it into its label and full name (label + suffix); the
 * suffix may be given or left out. Refused with 400 `INVALID_NAME`, naming
 * the problem: what ENSIP-15 refuses (disallowed characters, mixed scripts
 * and look-alikes, `xn--` punycode and other `??--` labels, underscores
 * after the start), more than one label, anything but letters, digits
 * and hyphens (SPEC §5, in any script: no emoji or symbols), a leading or
 * trailing hyphen, and labels shorter than `minLength` or longer than 63
 * characters.
 *
 * @example
 * normalizeName('Alice', '.latch.id') // { label: 'alice', name: 'alice.latch.id' }
 */
export function normalizeName(
  raw: unknown,
  suffix: string,
  { minLength = NAME_MIN_LENGTH, strict = false }: NormalizeNameOptions = {},
): { label: string; name: string } {
  const invalid = (problem: string) =>
    new BlockchainApiError(
      400,
      'INVALID_NAME',
      `Invalid name: ${problem}. Use letters, digits or inner hyphens, ${minLength} to ${NAME_MAX_LENGTH} characters (suffix ${suffix}).`,
    )
  if (typeof raw !== 'string' || raw.length > 1_000) throw invalid('not a name')
  const text = strict ? raw : raw.trim()
  let normalized: string
  try {
    normalized = ens_normalize(text)
  } catch (error) {
    // ens_normalize explains, e.g. 'illegal mixture: Latin + Cyrillic "а"'.
    const reason = error instanceof Error ? error.message : 'refused'
    throw invalid(`it is not a valid ENS name (${reason.replace(marks, '')})`)
  }
  const label = normalized.endsWith(suffix)
    ? normalized.slice(0, -suffix.length)
    : normalized
  if (strict) {
    const signed = text.endsWith(suffix) ? text.slice(0, -suffix.length) : text
    if (signed !== label)
      throw new BlockchainApiError(
        400,
        'NAME_NOT_NORMALIZED',
        `The signed name must be in ENS-normalised form: sign "${label}" instead of "${signed}".`,
      )
  }
  const length = [...label].length
  if (length < minLength) throw invalid(`shorter than ${minLength} characters`)
  if (length > NAME_MAX_LENGTH)
    throw invalid(`longer than ${NAME_MAX_LENGTH} characters`)
  if (label.includes('.')) throw invalid('one label only, no dots')
  if (label.includes('_')) throw invalid('no underscores')
  if (!/^[\p{L}\p{M}\p{N}-]+$/u.test(label))
    throw invalid('letters, digits and hyphens only')
  if (label.startsWith('-') || label.endsWith('-'))
    throw invalid('no leading or trailing hyphen')
  return { label, name: `${label}${suffix}` }
}
