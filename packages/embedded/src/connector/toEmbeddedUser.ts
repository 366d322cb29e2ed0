import {
  type EmbeddedUser,
  EmbeddedWalletError,
  isEmbeddedSocialProvider,
} from '@latch/core'

/**
 * The core's `EmbeddedUser` from the frame's user reply, checked: the frame
 * is trusted for its origin, but a reply of the wrong shape must not put
 * garbage into the page's state.
 */
export function toEmbeddedUser(raw: unknown): EmbeddedUser {
  const user = (raw ?? {}) as Record<string, unknown>
  if (
    typeof user.address !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(user.address)
  )
    throw new EmbeddedWalletError(
      'A problem occurred while trying initialize authentication',
    )
  const email = typeof user.email === 'string' ? user.email : null
  const username =
    typeof user.userName === 'string' && user.userName
      ? user.userName
      : undefined
  const socialProvider =
    isEmbeddedSocialProvider(user.socialProvider) ||
    user.socialProvider === 'farcaster'
      ? user.socialProvider
      : undefined
  return {
    address: user.address,
    email,
    ...(username ? { username } : {}),
    ...(socialProvider ? { socialProvider } : {}),
    ...(typeof user.passkey === 'object' && user.passkey
      ? { passkey: true }
      : {}),
  }
}
