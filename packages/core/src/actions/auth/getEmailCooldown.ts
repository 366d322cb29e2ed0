import { getEmailCooldownSeconds } from '../../auth/getEmailCooldownSeconds.js'
import type { Config } from '../../types/config.js'

/**
 * Seconds before e-mail login may be triggered again (SPEC §5: 30 s
 * cooldown); 0 when it may. For a resend button's countdown.
 *
 * @example
 * const wait = getEmailCooldown(config) // e.g. 23
 */
export function getEmailCooldown(config: Config): number {
  return getEmailCooldownSeconds({
    lastTime: config.storage.getItem('embeddedLastEmailLoginTime'),
    now: Date.now(),
  })
}
