import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'latch-signature'

/**
 * The signature header of a webhook body: HMAC-SHA256 with `secret` over
 * `<timestamp>.<raw body>` (the timestamp is signed so a captured delivery
 * cannot be replayed later).
 */
export function signWebhook(secret: string, body: string, timestamp: number) {
  const mac = createHmac('sha256', secret)
    .update(`${timestamp}.${body}`)
    .digest('hex')
  return `t=${timestamp},v1=${mac}`
}

/**
 * True when `header` signs `body` with `secret` and its timestamp is within
 * `toleranceSeconds` of `now` (unix seconds).
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: number,
  toleranceSeconds = 300,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '')
  if (!match) return false
  const timestamp = Number(match[1])
  if (Math.abs(now - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(
    signWebhook(secret, body, timestamp).slice(-64),
    'hex',
  )
  return timingSafeEqual(expected, Buffer.from(match[2] ?? '', 'hex'))
}
