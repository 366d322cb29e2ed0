import { InvalidConfigError } from '../errors/config.js'

/**
 * The canonical form of a BCP 47 language tag (`'en-us'` → `'en-US'`);
 * throws `InvalidConfigError` for anything that is not one.
 */
export function canonicalLocale(locale: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(locale)
    if (canonical) return canonical
  } catch {
    // RangeError: not a well-formed tag; reported below.
  }
  throw new InvalidConfigError('locale', "a BCP 47 language tag such as 'de'")
}
