import type { SocialRuntime } from '../createSocialRuntime.js'
import type { SocialProfile } from '../SocialProvider.js'
import { fetchProfileJson } from './fetchProfileJson.js'

type GithubUser = { id?: unknown; login?: unknown; name?: unknown }
type GithubEmail = { email?: unknown; primary?: unknown; verified?: unknown }

/**
 * GitHub: `GET /user` (`id` number → subject, `login` → user name) and
 * `GET /user/emails` (the primary, verified address; `user:email` scope).
 *
 * @example
 * const profile = await readGithubProfile(runtime, { userUrl: 'https://api.github.com/user', accessToken })
 */
export async function readGithubProfile(
  runtime: SocialRuntime,
  {
    userUrl,
    accessToken,
  }: { userUrl: string; accessToken?: string | undefined },
): Promise<SocialProfile> {
  const user = (await fetchProfileJson(
    runtime,
    userUrl,
    accessToken,
  )) as GithubUser
  const emails = (await fetchProfileJson(
    runtime,
    `${userUrl.replace(/\/$/, '')}/emails`,
    accessToken,
  ).catch(() => [])) as GithubEmail[]
  const primary = Array.isArray(emails)
    ? emails.find((e) => e?.primary === true && e.verified === true)
    : undefined
  return {
    subject: typeof user.id === 'number' ? String(user.id) : '',
    email: typeof primary?.email === 'string' ? primary.email : undefined,
    userName: typeof user.login === 'string' ? user.login : undefined,
  }
}
