import type { SocialRuntime } from '../createSocialRuntime.js'
import type { SocialProfile } from '../SocialProvider.js'
import { fetchProfileJson } from './fetchProfileJson.js'

/**
 * Discord: `GET /users/@me` → `{ id, username, global_name, email,
 * verified }` (`identify email`); the e-mail counts only when `verified`.
 *
 * @example
 * const profile = await readDiscordProfile(runtime, { userUrl: 'https://discord.com/api/users/@me', accessToken })
 */
export async function readDiscordProfile(
  runtime: SocialRuntime,
  {
    userUrl,
    accessToken,
  }: { userUrl: string; accessToken?: string | undefined },
): Promise<SocialProfile> {
  const user = (await fetchProfileJson(runtime, userUrl, accessToken)) as {
    id?: unknown
    username?: unknown
    email?: unknown
    verified?: unknown
  }
  return {
    subject: typeof user.id === 'string' ? user.id : '',
    email:
      user.verified === true && typeof user.email === 'string'
        ? user.email
        : undefined,
    userName: typeof user.username === 'string' ? user.username : undefined,
  }
}
