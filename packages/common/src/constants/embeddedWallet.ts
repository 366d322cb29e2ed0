// The e-mail login's cooldown (SPEC §4, §9), used by the code step's chunk.

/** E-mail login may not be triggered twice within this. */
export const EMAIL_COOLDOWN_MS = 30_000
