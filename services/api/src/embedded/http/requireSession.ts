import type { Context } from 'hono'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import {
  type EmbeddedSession,
  findEmbeddedSession,
} from '../login/findEmbeddedSession.js'
import { embeddedErrors } from './EmbeddedError.js'

/**
 * The live session of the request's `Authorization: Bearer` token, checked
 * against the project when given and against the host origin the request
 * pinned (`origin`, else the one `readFrameRequest`/`readFrameQuery`
 * read): a session answers only the project AND origin it was created
 * for. Anything else, and sessions from before origins were stored, →
 * 401 'Session Expired' (the frame signs in again).
 */
export async function requireSession(
  c: Context,
  context: Pick<EmbeddedContext, 'db'>,
  {
    projectId,
    origin = c.get('frameOrigin') as string | undefined,
  }: { projectId?: string; origin?: string } = {},
): Promise<EmbeddedSession> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header)
  const session = match?.[1]
    ? await findEmbeddedSession(context.db, { token: match[1] })
    : undefined
  if (
    !session ||
    (projectId !== undefined && session.projectId !== projectId) ||
    session.origin === null ||
    session.origin !== origin
  )
    throw embeddedErrors.sessionExpired()
  return session
}
