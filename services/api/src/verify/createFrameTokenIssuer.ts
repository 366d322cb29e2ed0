import { isOriginAllowed } from '@latch/common'
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../app/types.js'
import { rateLimit } from '../blockchain/middleware/rate-limit/index.js'
import { getProject } from '../projects/getProject.js'
import { projectIdPattern } from '../projects/validateProjectFields.js'
import {
  attestationCookieName,
  attestationCookieOptions,
} from './AttestationToken.js'
import { issueAttestationToken } from './issueAttestationToken.js'
import type { VerifySettings } from './VerifySettings.js'

/**
 * The attestation page's token issuer (README "Verify", "The frame
 * token"): for a page load that the browser says is a frame
 * (`Sec-Fetch-Dest: iframe`), with an origin, for an existing project,
 * within `projectRateLimit` (the project's own origins and the others in
 * separate buckets) and `projectIpRateLimit` (per project and client), it
 * stores a single-use token, sets its cookie on the answer and resolves
 * the token; otherwise `undefined` (the page then attests nothing).
 */
export function createFrameTokenIssuer({
  verify,
  ipKey,
}: {
  verify: VerifySettings
  /** The client's rate-limit bucket. */
  ipKey: (c: Context<AppEnv>) => string
}) {
  // Frame tokens per project (its own origins and the rest apart) and per
  // project and client: checked by hand once the project is known.
  const tokenScopes = new WeakMap<object, { project: string; own: boolean }>()
  const scopeOf = (c: Context<AppEnv>) => tokenScopes.get(c.req.raw)
  const tokenLimit = rateLimit({
    limits: [
      {
        ...verify.projectRateLimit,
        key: (c) => {
          const scope = scopeOf(c)
          return scope && `${scope.project} ${scope.own ? 'own' : 'other'}`
        },
      },
      {
        ...verify.projectIpRateLimit,
        key: (c) => {
          const scope = scopeOf(c)
          return scope && `${scope.project} ${ipKey(c)}`
        },
      },
    ],
  })

  return async function issueFrameToken(
    c: Context<AppEnv>,
    input: { projectId: string | undefined; id: string; decryptedId: string },
    origin: string,
  ): Promise<string | undefined> {
    const dest = c.req.header('sec-fetch-dest')
    if (!origin || (dest !== 'iframe' && dest !== 'frame')) return undefined
    const { projectId } = input
    if (!projectId || !projectIdPattern.test(projectId)) return undefined
    const project = await getProject(c.var.db, { id: projectId })
    if (!project) return undefined
    const own = isOriginAllowed(origin, project.allowedOrigins)
    tokenScopes.set(c.req.raw, { project: project.id, own })
    let allowed = false
    await tokenLimit(c, async () => {
      allowed = true
    })
    // The limiter's Retry-After is not this page's business.
    c.header('Retry-After', undefined)
    if (!allowed) return undefined
    const { token, browserSecret } = await issueAttestationToken(c.var.db, {
      ...input,
      projectId: project.id,
      origin,
      ttlSeconds: verify.tokenTtlSeconds,
    })
    setCookie(
      c,
      attestationCookieName(token),
      browserSecret,
      attestationCookieOptions(verify.tokenTtlSeconds),
    )
    return token
  }
}
