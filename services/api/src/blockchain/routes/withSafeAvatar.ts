import { isSafeWebUrl } from '../../http/isSafeWebUrl.js'

/**
 * A name profile as served: an `avatar` attribute that is not an https:
 * URL (`isSafeWebUrl`; e.g. `javascript:` or `data:` stored before avatars
 * were checked at registration) is left out.
 */
export function withSafeAvatar<
  T extends { attributes: Record<string, string> },
>(profile: T): T {
  const { avatar, ...attributes } = profile.attributes
  if (avatar === undefined || isSafeWebUrl(avatar)) return profile
  return { ...profile, attributes }
}
