import { EMAIL_COOLDOWN_MS } from '@latch/common'

/**
 * Whole seconds left before e-mail login may be triggered again (SPEC §5:
 * not twice within 30 s); 0 when it may. A time in the future (a clock set
 * back) counts as just now.
 *
 * @example
 * getEmailCooldownSeconds({ lastTime: 1_000, now: 11_000 }) // 20
 */
export function getEmailCooldownSeconds(parameters: {
  lastTime: number | undefined
  now: number
}): number {
  const { lastTime, now } = parameters
  if (lastTime === undefined || !Number.isFinite(lastTime)) return 0
  const elapsed = Math.max(0, now - lastTime)
  if (elapsed >= EMAIL_COOLDOWN_MS) return 0
  return Math.ceil((EMAIL_COOLDOWN_MS - elapsed) / 1_000)
}
