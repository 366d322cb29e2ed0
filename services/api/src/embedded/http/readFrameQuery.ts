import { isOriginAllowed } from '@latch/common'
import type { Context } from 'hono'
import { getProject } from '../../projects/getProject.js'
import { projectIdPattern } from '../../projects/validateProjectFields.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from './EmbeddedError.js'

/**
 * The GET counterpart of `readFrameRequest`: `projectId` and `origin` from
 * the query, checked the same way (403 'invalid key' / 'origin not
 * allowed'). Resolves with the project id; the origin is kept for
 * `requireSession`.
 */
export async function readFrameQuery(
  c: Context,
  context: Pick<EmbeddedContext, 'db'>,
): Promise<string> {
  const projectId = c.req.query('projectId') ?? ''
  const project = projectIdPattern.test(projectId)
    ? await getProject(context.db, { id: projectId })
    : undefined
  if (!project) throw embeddedErrors.invalidKey()
  const origin = c.req.query('origin') ?? ''
  if (origin.length > 2048 || !isOriginAllowed(origin, project.allowedOrigins))
    throw embeddedErrors.originNotAllowed()
  c.set('frameOrigin', origin)
  return project.id
}
