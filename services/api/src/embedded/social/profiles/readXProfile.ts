import type { SocialRuntime } from '../createSocialRuntime.js'
import type { SocialProfile } from '../SocialProvider.js'
import { fetchProfileJson } from './fetchProfileJson.js'

/**
 * X: `GET /2/users/me` → `{ data: { id, name, username } }` (`users.read`;
 * X gives no e-mail here).
 *
 * @example
 * const profile = await readXProfile(runtime, { userUrl: 'https://api.x.com/2/users/me', accessToken })
 */
export async function readXProfile(
  runtime: SocialRuntime,
  {
    userUrl,
    accessToken,
  }: { userUrl: string; accessToken?: string | undefined },
): Promise<SocialProfile> {
  const { data } = (await fetchProfileJson(runtime, userUrl, accessToken)) as {
    data?: { id?: unknown; username?: unknown }
  }
  return {
    subject: typeof data?.id === 'string' ? data.id : '',
    userName: typeof data?.username === 'string' ? data.username : undefined,
  }
}
