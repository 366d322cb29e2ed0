import type { SocialProfile } from '../SocialProvider.js'

type Json = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * The profile in the JSON object a provider's user API answers
 * (`fetchProfileJson` of the preset's user URL), for the OAuth 2.0 presets
 * that answer it in one call (GitHub's verified e-mail takes a second:
 * `readGithubProfile`).
 *
 * @example
 * const profile = userApiProfiles.discord(await fetchProfileJson(runtime, 'https://discord.com/api/users/@me', accessToken))
 */
export const userApiProfiles: Record<
  'x' | 'discord' | 'facebook',
  (user: Json) => SocialProfile
> = {
  /**
   * X: `GET /2/users/me` → `{ data: { id, name, username } }`
   * (`users.read`; X gives no e-mail here).
   */
  x: ({ data }) => {
    const user = (data ?? {}) as Json
    return { subject: text(user.id) ?? '', userName: text(user.username) }
  },
  /**
   * Discord: `GET /users/@me` → `{ id, username, global_name, email,
   * verified }` (`identify email`); the e-mail counts only when `verified`.
   */
  discord: (user) => ({
    subject: text(user.id) ?? '',
    email: user.verified === true ? text(user.email) : undefined,
    userName: text(user.username),
  }),
  /**
   * Facebook: Graph `GET /me?fields=id,name,email` → `{ id, name, email? }`
   * (the e-mail is absent when the person has no confirmed one).
   */
  facebook: (user) => ({
    subject: text(user.id) ?? '',
    email: text(user.email),
    userName: text(user.name),
  }),
}
