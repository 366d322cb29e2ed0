import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { getAccountBalances } from '../balance/getAccountBalances.js'
import { getSolanaAccountBalances } from '../balance/getSolanaAccountBalances.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { getAccountHistory } from '../history/getAccountHistory.js'
import { decodeHistoryCursor } from '../history/historyCursor.js'
import { clientIpRateLimit } from '../middleware/rate-limit/clientIpRateLimit.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'
import { parseAddress } from '../utils/parseAddress.js'
import { parseBalanceAccount } from '../utils/parseBalanceAccount.js'
import { parseChain } from '../utils/parseChain.js'
import { queryParameter } from './queryParameter.js'

/**
 * GET /v1/account/{address}/balance (EVM and Solana accounts, see
 * `parseBalanceAccount`) and GET /v1/account/{address}/history (EVM).
 */
export function accountRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  // Each balance request fans out to the chain nodes: bounded per client IP.
  const balanceLimit = clientIpRateLimit(settings.balance.ipRateLimit)
  app.get(
    '/v1/account/:address/balance',
    projectMiddleware(),
    balanceLimit,
    async (c) => {
      const currency = queryParameter(c, 'currency') ?? 'usd'
      if (currency.toLowerCase() !== 'usd')
        throw new BlockchainApiError(
          400,
          'INVALID_CURRENCY',
          'Only currency=usd is supported.',
        )
      const account = parseBalanceAccount(
        settings,
        c.req.param('address'),
        queryParameter(c, 'chainId'),
      )
      // forceUpdate is accepted: balances are always read live.
      queryParameter(c, 'forceUpdate')
      const balances =
        account.namespace === 'solana'
          ? await getSolanaAccountBalances(settings, account, settings.balance)
          : await getAccountBalances(settings, account, settings.balance)
      return c.json({ balances })
    },
  )

  app.get('/v1/account/:address/history', projectMiddleware(), async (c) => {
    const address = parseAddress(c.req.param('address'))
    const cursor = queryParameter(c, 'cursor', { maxLength: 400 })
    const chainId = queryParameter(c, 'chainId')
    const onramp = queryParameter(c, 'onramp', { maxLength: 64 })
    const after = cursor ? decodeHistoryCursor(cursor) : undefined
    const chain =
      chainId === undefined
        ? undefined
        : caipNetworkId(parseChain(settings, chainId).chainId)
    // No on-ramp provider is wired in: on-ramp history is always empty.
    if (onramp) return c.json({ data: [] })
    const page = await getAccountHistory(c.var.db, settings, {
      address,
      chainId: chain,
      after,
    })
    return c.json(page)
  })
  return app
}
