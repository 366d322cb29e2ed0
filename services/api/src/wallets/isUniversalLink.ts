import { isSafeWebUrl } from '../http/isSafeWebUrl.js'

/**
 * Whether `value` may be a wallet's link-mode universal link
 * (`link_mode`): a safe web URL (`isSafeWebUrl`: https:, http: only on
 * loopback) with no query or fragment, since link mode appends
 * `?wc_ev=…&topic=…` to it.
 *
 * @example
 * isUniversalLink('https://wallet.example/wc') // true
 * isUniversalLink('https://wallet.example/wc?x=1') // false
 * isUniversalLink('wallet://wc') // false
 */
export function isUniversalLink(value: unknown): value is string {
  return isSafeWebUrl(value) && !/[?#]/.test(value)
}
