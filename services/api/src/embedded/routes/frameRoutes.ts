import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import { getProject } from '../../projects/getProject.js'
import { projectIdPattern } from '../../projects/validateProjectFields.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { type FrameConfig, renderFramePage } from '../frame/renderFramePage.js'
import { toFrameAncestors } from '../frame/toFrameAncestors.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { serviceOrigin } from '../http/serviceOrigin.js'

const assets = {
  'frame.js': 'text/javascript; charset=utf-8',
  'frame.css': 'text/css; charset=utf-8',
} as const

/** The frame's lazy chunks: a catalogue per locale (frame-de.js, …). */
const chunk = /^frame-[A-Za-z0-9-]{1,32}\.js$/

/** The content type of a frame asset, or undefined for any other name. */
const assetType = (name: string) =>
  Object.hasOwn(assets, name)
    ? assets[name as keyof typeof assets]
    : chunk.test(name)
      ? assets['frame.js']
      : undefined

const param = (value: string | undefined, pattern: RegExp) =>
  value !== undefined && pattern.test(value) ? value : null

/**
 * GET /frame?projectId&chainId&version&logger — the secure frame page, with
 * a CSP whose `frame-ancestors` lists the project's origins (`'none'` for
 * an unknown project, whose page carries `{"error":"invalid key"}`) — and
 * GET /frame/assets/frame.js|frame.css|frame-<chunk>.js (the approval
 * screen's catalogues, loaded when used) from `settings.frameDir`.
 */
export function frameRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const app = new Hono<EmbeddedEnv>()
  app.get('/frame', async (c) => {
    const projectId = c.req.query('projectId') ?? ''
    const project = projectIdPattern.test(projectId)
      ? await getProject(context.db, { id: projectId })
      : undefined
    const config: FrameConfig = project
      ? {
          projectId: project.id,
          origins: project.allowedOrigins,
          chainId: param(c.req.query('chainId'), /^[A-Za-z0-9:_-]{1,64}$/),
          version: param(c.req.query('version'), /^[A-Za-z0-9._+-]{1,64}$/),
          logger: param(c.req.query('logger'), /^[A-Za-z0-9_-]{1,32}$/),
          serviceUrl: serviceOrigin(context),
        }
      : { error: 'invalid key' }
    const ancestors = project
      ? toFrameAncestors(project.allowedOrigins)
      : "'none'"
    c.header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`,
    )
    c.header('cache-control', 'no-store')
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
    return c.html(renderFramePage(config))
  })
  app.get('/frame/assets/:name', async (c) => {
    const name = c.req.param('name')
    const type = assetType(name)
    if (!type) return c.text('Not found', 404)
    const body = await readFile(join(context.settings.frameDir, name)).catch(
      () => undefined,
    )
    if (!body)
      return c.text(
        `${name} is not built: run node packages/embedded/scripts/build-frame.mjs`,
        404,
      )
    c.header('content-type', type)
    c.header('cache-control', 'no-cache')
    c.header('x-content-type-options', 'nosniff')
    return c.body(new Uint8Array(body))
  })
  return app
}
