import { NAME_MIN_LENGTH } from '@latch/common'

const pattern = /^[a-zA-Z0-9-]+$/

/**
 * Whether `label` may be registered as a name: letters, digits or hyphens,
 * at least 4 characters (SPEC §5). The label is the part before the suffix.
 *
 * @example
 * isValidAccountName('alice') // true
 * isValidAccountName('al_') // false
 */
export function isValidAccountName(label: string): boolean {
  return label.length >= NAME_MIN_LENGTH && pattern.test(label)
}
