import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { getFungiblePrices } from '../prices/getFungiblePrices.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'

/**
 * GET /v1/supported-chains and POST /v1/fungible/price (projectId in the
 * query or in the JSON body).
 */
export function chainRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  app.get('/v1/supported-chains', projectMiddleware(), (c) =>
    c.json({
      http: settings.chains.map((chain) => caipNetworkId(chain.chainId)),
      ws: [] as string[],
    }),
  )

  // The reference client sends its projectId in the body, not the query.
  const bodyProject = projectMiddleware({
    fallbackId: async (c) => (await readJsonBody(c)).projectId,
  })
  app.post('/v1/fungible/price', bodyProject, async (c) => {
    const body = await readJsonBody(c)
    const invalid = (message: string) =>
      new BlockchainApiError(400, 'INVALID_BODY', message)
    if (
      typeof body.currency !== 'string' ||
      body.currency.toLowerCase() !== 'usd'
    )
      throw new BlockchainApiError(
        400,
        'INVALID_CURRENCY',
        'Only currency "usd" is supported.',
      )
    if (
      !Array.isArray(body.addresses) ||
      body.addresses.length > 100 ||
      body.addresses.some((a) => typeof a !== 'string')
    )
      throw invalid('addresses must be a list of at most 100 CAIP-10 strings.')
    if (body.projectId !== undefined && body.projectId !== c.var.project.id)
      throw invalid('projectId in the body differs from the query.')
    return c.json({
      fungibles: await getFungiblePrices(settings, body.addresses as string[]),
    })
  })
  return app
}
