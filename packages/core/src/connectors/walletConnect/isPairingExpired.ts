import { PAIRING_EXPIRY_MARGIN_MS } from '@latch/common'

/**
 * A pairing is expired when it is missing or has less than 10 s left
 * (SPEC §5).
 */
export function isPairingExpired(
  expiry: number | undefined,
  now: number = Date.now(),
): boolean {
  return expiry === undefined || expiry - now < PAIRING_EXPIRY_MARGIN_MS
}
