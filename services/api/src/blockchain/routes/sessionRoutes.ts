import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { parseAccountAddress } from '../utils/parseAccountAddress.js'

/**
 * Smart sessions placeholders, for an address or a CAIP-10 account id
 * (`eip155:1:0xab…`, what the reference client sends): GET
 * /v1/sessions/{account} answers `{ pcis: [], sessions: [] }` (`pcis` is
 * the reference client's field, `sessions` Latch's earlier one) and POST
 * /v1/sessions/{account}/revoke answers `{ revoked: false }` until smart
 * sessions land.
 */
export function sessionRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/v1/sessions/:address', projectMiddleware(), (c) => {
    parseAccountAddress(c.req.param('address'))
    return c.json({ pcis: [] as unknown[], sessions: [] as unknown[] })
  })
  app.post('/v1/sessions/:address/revoke', projectMiddleware(), async (c) => {
    parseAccountAddress(c.req.param('address'))
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
