import type { Context } from 'hono'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import {
  type EmbeddedSession,
  findEmbeddedSession,
} from '../login/findEmbeddedSession.js'
import { embeddedErrors } from './EmbeddedError.js'

/**
 * The live session of the request's `Authorization: Bearer` token, checked
 * against the project when given; anything else → 401 'Session Expired'.
 */
export async function requireSession(
  c: Context,
  context: Pick<EmbeddedContext, 'db'>,
  { projectId }: { projectId?: string } = {},
): Promise<EmbeddedSession> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header)
  const session = match?.[1]
    ? await findEmbeddedSession(context.db, { token: match[1] })
    : undefined
  if (!session || (projectId !== undefined && session.projectId !== projectId))
    throw embeddedErrors.sessionExpired()
  return session
}
