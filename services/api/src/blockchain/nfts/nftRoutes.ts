import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { queryParameter } from '../routes/queryParameter.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'
import { parseAddress } from '../utils/parseAddress.js'
import { parseChain } from '../utils/parseChain.js'
import { getAccountNfts } from './getAccountNfts.js'

/**
 * GET /v1/account/{address}/nfts (chainId optional): the ERC-721 and
 * ERC-1155 tokens an EVM account holds on the indexed chains, as
 * `{ data: AccountNft[] }`.
 */
export function nftRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  app.get('/v1/account/:address/nfts', projectMiddleware(), async (c) => {
    const address = parseAddress(c.req.param('address'))
    const chainId = queryParameter(c, 'chainId')
    const chain =
      chainId === undefined
        ? undefined
        : caipNetworkId(parseChain(settings, chainId).chainId)
    const data = await getAccountNfts(c.var.db, settings, {
      address,
      chainId: chain,
    })
    return c.json({ data })
  })
  return app
}
