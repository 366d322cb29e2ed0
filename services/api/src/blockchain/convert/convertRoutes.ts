import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { clientIpRateLimit } from '../middleware/rate-limit/clientIpRateLimit.js'
import { queryParameter } from '../routes/queryParameter.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { gasPrice } from './estimateGas.js'
import {
  parseAmount,
  parseSlippageBps,
  parseSwapAccount,
  SWAPS_UNSUPPORTED,
  type SwapChain,
  sameChain,
  specChain,
} from './parseConvertInput.js'
import { quoteRoute } from './quoteRoute.js'
import {
  buildApproval,
  buildSwap,
  largestAllowance,
  quoteSwap,
} from './swapActions.js'
import { swapTokenList } from './swapTokenList.js'

/**
 * The swap routes of SPEC §7 on the chains with `swap` settings (Uniswap
 * V2 and V3, quoted and built by `eth_call` on the chain's node):
 * GET /v1/convert/tokens, /quotes, /allowance, /gas-price, /build-approve
 * and POST /v1/convert/build-transaction (projectId in the query or the
 * body), each per client IP rate-limited (`settings.convert`).
 */
export function convertRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const limit = clientIpRateLimit(settings.convert.ipRateLimit)
  const account = (c: Context, name: string) =>
    parseSwapAccount(settings, queryParameter(c, name), name)

  app.get('/v1/convert/tokens', projectMiddleware(), limit, (c) => {
    const chain = specChain(
      settings,
      queryParameter(c, 'chainId'),
      SWAPS_UNSUPPORTED,
    )
    if (!chain.swap)
      throw new BlockchainApiError(400, 'UNSUPPORTED_CHAIN', SWAPS_UNSUPPORTED)
    return c.json({ tokens: swapTokenList(chain as SwapChain) })
  })

  app.get('/v1/convert/gas-price', projectMiddleware(), limit, async (c) => {
    const chain = specChain(
      settings,
      queryParameter(c, 'chainId'),
      'Network not supported for Gas Price',
    )
    const standard = await gasPrice(chain.rpcUrls[0]!)
    return c.json({
      standard: standard.toString(),
      fast: ((standard * 5n) / 4n).toString(),
      instant: ((standard * 3n) / 2n).toString(),
    })
  })

  app.get('/v1/convert/quotes', projectMiddleware(), limit, async (c) => {
    const from = account(c, 'from')
    const to = account(c, 'to')
    sameChain(from.chain, to.chain, 'to')
    if (queryParameter(c, 'userAddress') !== undefined)
      sameChain(from.chain, account(c, 'userAddress').chain, 'userAddress')
    // The client's gas price is accepted and not needed for the quote.
    queryParameter(c, 'gasPrice', { maxLength: 80 })
    const amount = parseAmount(queryParameter(c, 'amount', { maxLength: 80 }))
    const route = await quoteSwap(from.chain, from.address, to.address, amount)
    return c.json({
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: queryParameter(c, 'from'),
          toAmount: route.amountOut.toString(),
          toAccount: queryParameter(c, 'to'),
          route: quoteRoute(from.chain, from.address, to.address, route),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', projectMiddleware(), limit, async (c) => {
    const token = account(c, 'tokenAddress')
    const user = account(c, 'userAddress')
    sameChain(token.chain, user.chain, 'userAddress')
    const allowance = await largestAllowance(
      token.chain,
      token.address,
      user.address,
      'tokenAddress',
    )
    return c.json({ allowance: allowance.toString() })
  })

  app.get(
    '/v1/convert/build-approve',
    projectMiddleware(),
    limit,
    async (c) => {
      const from = account(c, 'from')
      const to = account(c, 'to')
      const user = account(c, 'userAddress')
      sameChain(from.chain, to.chain, 'to')
      sameChain(from.chain, user.chain, 'userAddress')
      const given = queryParameter(c, 'amount', { maxLength: 80 })
      const chain = from.chain
      const approval = await buildApproval({
        chain,
        token: from.address,
        to: to.address,
        user: user.address,
        amount: given === undefined ? undefined : parseAmount(given),
      })
      // The reference client sends the approval to `tx.from`: both name the token.
      const token = `eip155:${chain.chainId}:${from.address}`
      return c.json({
        tx: {
          from: token,
          to: token,
          data: approval.data,
          value: '0',
          eip155: {
            gas: Number(approval.gas),
            gasPrice: approval.gasPrice.toString(),
          },
        },
      })
    },
  )

  // The reference client sends its projectId in the body.
  const bodyProject = projectMiddleware({
    fallbackId: async (c) => (await readJsonBody(c)).projectId,
  })
  app.post('/v1/convert/build-transaction', bodyProject, limit, async (c) => {
    const body = await readJsonBody(c)
    const field = (name: string) => parseSwapAccount(settings, body[name], name)
    const from = field('from')
    const to = field('to')
    const user = field('userAddress')
    sameChain(from.chain, to.chain, 'to')
    sameChain(from.chain, user.chain, 'userAddress')
    const amount = parseAmount(body.amount)
    const eip155 = body.eip155
    if (
      eip155 !== undefined &&
      (typeof eip155 !== 'object' || eip155 === null || Array.isArray(eip155))
    )
      throw new BlockchainApiError(
        400,
        'INVALID_PARAMETER',
        'eip155: expected an object such as { "slippage": 1 }.',
      )
    const slippageBps = parseSlippageBps(
      (eip155 as { slippage?: unknown } | undefined)?.slippage,
    )
    const disableEstimate = body.disableEstimate
    if (disableEstimate !== undefined && typeof disableEstimate !== 'boolean')
      throw new BlockchainApiError(
        400,
        'INVALID_PARAMETER',
        'disableEstimate: expected true or false.',
      )
    if (body.projectId !== undefined && body.projectId !== c.var.project.id)
      throw new BlockchainApiError(
        400,
        'INVALID_BODY',
        'projectId in the body differs from the query.',
      )
    const chain = from.chain
    const built = await buildSwap({
      chain,
      from: from.address,
      to: to.address,
      user: user.address,
      amount,
      slippageBps,
      disableEstimate: disableEstimate === true,
    })
    return c.json({
      tx: {
        from: `eip155:${chain.chainId}:${user.address}`,
        to: `eip155:${chain.chainId}:${built.call.to}`,
        data: built.call.data,
        value: built.call.value.toString(),
        amount: amount.toString(),
        eip155: {
          gas: built.gas.toString(),
          gasPrice: built.gasPrice.toString(),
        },
      },
    })
  })
  return app
}
