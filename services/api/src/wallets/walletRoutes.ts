import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { ApiError } from '../errors/ApiError.js'
import { projectMiddleware } from '../middleware/project/index.js'
import { findWallets } from './findWallets.js'
import { parseGetWalletsQuery } from './parseGetWalletsQuery.js'
import { renderAvatarSvg } from './renderAvatarSvg.js'
import { walletIdPattern } from './walletPatterns.js'

const imageRoutes = [
  ['/getWalletImage/:id', 'wallet'],
  ['/public/getAssetImage/:id', 'asset'],
  ['/public/getCurrencyImage/:id', 'currency'],
  ['/public/getTokenImage/:id', 'token'],
] as const

// An account address in a path (EVM hex, Solana base58, Bitcoin bech32).
const addressPattern = /^[0-9A-Za-z]{20,128}$/

/**
 * GET /getWallets (project-checked), the four image endpoints (public,
 * cacheable for a day, with an ETag) and GET /public/getAvatarImage/{address}
 * (Latch's addition: an address's generated avatar, public, cacheable).
 */
export function walletRoutes() {
  const app = new Hono<AppEnv>().get(
    '/getWallets',
    projectMiddleware(),
    async (c) => {
      const query = parseGetWalletsQuery(c.req.query())
      return c.json(await findWallets(c.var.db, query))
    },
  )
  for (const [path, kind] of imageRoutes)
    app.get(path, async (c) => {
      const id = c.req.param('id')
      const [image] = walletIdPattern.test(id)
        ? await c.var.db.query<{ body: string; content_type: string }>(
            'SELECT body, content_type FROM images WHERE kind = $1 AND id = $2',
            [kind, id],
          )
        : []
      if (!image)
        throw new ApiError(
          404,
          'IMAGE_NOT_FOUND',
          `No ${kind} image with id ${id.slice(0, 128)}`,
        )
      const etag = `"${createHash('sha256').update(image.body).digest('base64url').slice(0, 27)}"`
      c.header('Cache-Control', 'public, max-age=86400')
      c.header('ETag', etag)
      if (c.req.header('if-none-match') === etag) return c.body(null, 304)
      c.header('Content-Type', image.content_type)
      c.header('X-Content-Type-Options', 'nosniff')
      return c.body(image.body)
    })
  app.get('/public/getAvatarImage/:address', (c) => {
    const address = c.req.param('address')
    if (!addressPattern.test(address))
      throw new ApiError(
        400,
        'INVALID_ADDRESS',
        `Not an account address: ${address.slice(0, 128)}`,
      )
    c.header('Cache-Control', 'public, max-age=86400')
    c.header('Content-Type', 'image/svg+xml')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(renderAvatarSvg(address))
  })
  return app
}
