import { isOriginAllowed } from '@latch/common'
import type { Context } from 'hono'
import { readJsonBody } from '../../http/readJsonBody.js'
import { getProject } from '../../projects/getProject.js'
import type { Project } from '../../projects/Project.js'
import { projectIdPattern } from '../../projects/validateProjectFields.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { EmbeddedError, embeddedErrors } from './EmbeddedError.js'
import { serviceOrigins } from './serviceOrigins.js'

/** A device id: what `crypto.randomUUID()` or 16+ random base64url chars give. */
const deviceIdPattern = /^[A-Za-z0-9_-]{16,128}$/

export type FrameRequest = {
  /** The whole JSON body (an object). */
  body: Record<string, unknown>
  project: Project
  /** The host page origin the frame pinned (allowed by the project). */
  origin: string
  deviceId: string
}

/**
 * Reads a frame → service POST: a JSON object body (bounded; 415 unless
 * `content-type: application/json`, which a cross-site form cannot send
 * without a preflight this service never answers), an `Origin` header, when
 * present, one of the service's own origins (`serviceOrigins`), then `projectId` (unknown →
 * 403 'invalid key'), `origin` (not allowed by the project → 403 'origin
 * not allowed') and `deviceId`.
 *
 * @example
 * const { body, project, deviceId } = await readFrameRequest(c, context)
 */
export async function readFrameRequest(
  c: Context,
  context: Pick<EmbeddedContext, 'db' | 'settings'>,
  { maxBytes = 16_384 }: { maxBytes?: number } = {},
): Promise<FrameRequest> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new EmbeddedError(
      415,
      'unsupported_media_type',
      'Content-Type must be application/json',
    )
  const sender = c.req.header('origin')
  if (
    sender !== undefined &&
    !serviceOrigins(context.settings).includes(sender)
  )
    throw embeddedErrors.originNotAllowed()
  const body = await readJsonBody(c, { maxBytes })
  const { projectId, origin, deviceId } = body
  if (typeof projectId !== 'string' || !projectIdPattern.test(projectId))
    throw embeddedErrors.invalidKey()
  const project = await getProject(context.db, { id: projectId })
  if (!project) throw embeddedErrors.invalidKey()
  if (
    typeof origin !== 'string' ||
    origin.length > 2048 ||
    !isOriginAllowed(origin, project.allowedOrigins)
  )
    throw embeddedErrors.originNotAllowed()
  if (typeof deviceId !== 'string' || !deviceIdPattern.test(deviceId))
    throw embeddedErrors.badRequest(
      'deviceId must be 16–128 characters [A-Za-z0-9_-]',
    )
  c.set('frameOrigin', origin)
  return { body, project, origin, deviceId }
}
