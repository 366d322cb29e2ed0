import { canonicalLocale } from '../internal/canonicalLocale.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/**
 * Switches the UI's language (a BCP 47 tag such as `'de'` or `'he'`):
 * the modal's catalogue, direction and number and date formats follow.
 *
 * @example
 * setLocale(config, 'ar')
 */
export function setLocale(config: Config, locale: string) {
  dispatch(config, { type: 'locale/changed', locale: canonicalLocale(locale) })
}
