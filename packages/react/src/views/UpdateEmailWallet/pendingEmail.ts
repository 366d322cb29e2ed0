import type { Config } from '@latch/core'

// The new address of an e-mail update under way, per config: the
// primary-code step (whose route names the current address) hands it to
// the secondary-code step.
const pending = new WeakMap<Config, string>()

/** Remembers the new address of the e-mail update under way. */
export function setPendingEmail(config: Config, email: string) {
  pending.set(config, email)
}

/** The new address of the e-mail update under way, if any. */
export function getPendingEmail(config: Config): string | undefined {
  return pending.get(config)
}
