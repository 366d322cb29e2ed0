import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { parseAddress } from '../utils/parseAddress.js'

/**
 * Smart sessions placeholders: GET /v1/sessions/{address} answers
 * `{ sessions: [] }` and POST /v1/sessions/{address}/revoke answers
 * `{ revoked: false }` until smart sessions land.
 */
export function sessionRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/v1/sessions/:address', projectMiddleware(), (c) => {
    parseAddress(c.req.param('address'))
    return c.json({ sessions: [] as unknown[] })
  })
  app.post('/v1/sessions/:address/revoke', projectMiddleware(), async (c) => {
    parseAddress(c.req.param('address'))
    const body = await readJsonBody(c, { maxBytes: 16_384 })
    if (typeof body.pci !== 'string' || typeof body.signature !== 'string')
      throw new BlockchainApiError(
        400,
        'INVALID_BODY',
        'pci and signature must be strings.',
      )
    return c.json({ revoked: false })
  })
  return app
}
