import { createHmac } from 'node:crypto'

export const MOONPAY_BUY_URL = 'https://buy.moonpay.com'
export const MOONPAY_SANDBOX_BUY_URL = 'https://buy-sandbox.moonpay.com'

/**
 * MoonPay's widget signature: base64(HMAC-SHA256(secret key, the URL's
 * query string with its leading '?')), values URL-encoded first
 * (https://dev.moonpay.com/docs/on-ramp-enhance-security-using-signed-urls:
 * `createHmac('sha256', 'sk_test_key').update(new URL(originalUrl).search).digest('base64')`).
 */
export function signMoonpayQuery(secretKey: string, search: string): string {
  return createHmac('sha256', secretKey).update(search).digest('base64')
}

/**
 * The buy widget URL for `params` (in the order given), signed and with
 * `signature` appended last, as MoonPay requires when `walletAddress` is set.
 */
export function buildMoonpayUrl(
  baseUrl: string,
  secretKey: string,
  params: Readonly<Record<string, string | number | undefined>>,
): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value))
  const search = `?${query}`
  return `${baseUrl}${search}&signature=${encodeURIComponent(signMoonpayQuery(secretKey, search))}`
}
