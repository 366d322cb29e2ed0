import type { LatchStorage } from '../storage/createStorage.js'
import { isEmbeddedSocialProvider } from './isEmbeddedSocialProvider.js'
import type { EmbeddedUser } from './types.js'

/**
 * The embedded wallet's login cache (SPEC §4): set on a successful connect
 * (e-mail and the login-used flag set, the last e-mail login time
 * cleared), read on reload to restore the login without loading the
 * frame for visitors who never logged in.
 * https://latch.dev/docs/core/connectors/auth#login-cache
 */
export function writeLoginCache(storage: LatchStorage, user: EmbeddedUser) {
  storage.setItem('embeddedLoginUsed', true)
  if (user.email) storage.setItem('embeddedEmail', user.email)
  else storage.removeItem('embeddedEmail')
  if (user.socialProvider)
    storage.setItem('socialProvider', user.socialProvider)
  else storage.removeItem('socialProvider')
  if (user.username) storage.setItem('socialUsername', user.username)
  else storage.removeItem('socialUsername')
  storage.removeItem('embeddedLastEmailLoginTime')
}

/** Clears the login cache: on disconnect, or a failed or negative check. */
export function clearLoginCache(storage: LatchStorage) {
  storage.removeItem('embeddedLoginUsed')
  storage.removeItem('embeddedEmail')
  storage.removeItem('socialProvider')
  storage.removeItem('socialUsername')
}

/** The cached user, without its address (the stored connection has it). */
export function readLoginCache(
  storage: LatchStorage,
): Omit<EmbeddedUser, 'address'> | undefined {
  if (storage.getItem('embeddedLoginUsed') !== true) return undefined
  const stored = storage.getItem('socialProvider')
  const socialProvider =
    isEmbeddedSocialProvider(stored) || stored === 'farcaster'
      ? stored
      : undefined
  const username = storage.getItem('socialUsername')
  return {
    email: storage.getItem('embeddedEmail') ?? null,
    ...(socialProvider ? { socialProvider } : {}),
    ...(username ? { username } : {}),
  }
}
