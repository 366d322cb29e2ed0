import type { SocialRuntime } from '../createSocialRuntime.js'
import type { SocialProfile } from '../SocialProvider.js'
import { fetchProfileJson } from './fetchProfileJson.js'

/**
 * Facebook: Graph `GET /me?fields=id,name,email` → `{ id, name, email? }`
 * (the e-mail is absent when the person has no confirmed one).
 *
 * @example
 * const profile = await readFacebookProfile(runtime, { userUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email', accessToken })
 */
export async function readFacebookProfile(
  runtime: SocialRuntime,
  {
    userUrl,
    accessToken,
  }: { userUrl: string; accessToken?: string | undefined },
): Promise<SocialProfile> {
  const user = (await fetchProfileJson(runtime, userUrl, accessToken)) as {
    id?: unknown
    name?: unknown
    email?: unknown
  }
  return {
    subject: typeof user.id === 'string' ? user.id : '',
    email: typeof user.email === 'string' ? user.email : undefined,
    userName: typeof user.name === 'string' ? user.name : undefined,
  }
}
