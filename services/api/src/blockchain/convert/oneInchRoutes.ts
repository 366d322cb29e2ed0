import { type Context, Hono } from 'hono'
import { type Address, getAddress, isAddress } from 'viem'
import type { AppEnv } from '../../app/types.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { clientIpRateLimit } from '../middleware/rate-limit/clientIpRateLimit.js'
import { queryParameter } from '../routes/queryParameter.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import {
  NATIVE_TOKEN_ADDRESS,
  parseAmount,
  parseSlippageBps,
  SWAPS_UNSUPPORTED,
  type SwapChain,
} from './parseConvertInput.js'
import { oneInchProtocols } from './quoteRoute.js'
import { swapRouters } from './readAllowances.js'
import {
  buildApproval,
  buildSwap,
  largestAllowance,
  quoteSwap,
} from './swapActions.js'
import { swapTokenList } from './swapTokenList.js'

/**
 * The 1inch Swap API v6 paths over the same pools, so code written for
 * 1inch can point at Latch: `/swap/v6.0/{chainId}/` `tokens`, `quote`,
 * `swap`, `approve/spender`, `approve/transaction`, `approve/allowance`,
 * with plain 0x addresses (`0xeeee…` for the native currency) and
 * `projectId` in the query instead of an API key.
 */
export function oneInchRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const base = '/swap/v6.0/:chainId'
  const guard = [
    projectMiddleware(),
    clientIpRateLimit(settings.convert.ipRateLimit),
  ] as const
  const chainOf = (c: Context): SwapChain => {
    const id = c.req.param('chainId') ?? ''
    const chain = /^[1-9][0-9]{0,15}$/.test(id)
      ? settings.chains.find((candidate) => candidate.chainId === Number(id))
      : undefined
    if (!chain?.swap)
      throw new BlockchainApiError(400, 'UNSUPPORTED_CHAIN', SWAPS_UNSUPPORTED)
    return chain as SwapChain
  }
  const address = (c: Context, name: string): Address => {
    const value = queryParameter(c, name)
    if (value === undefined || !isAddress(value, { strict: false }))
      throw new BlockchainApiError(
        400,
        'INVALID_PARAMETER',
        `${name}: expected 0x and 40 hex characters.`,
      )
    return getAddress(value)
  }
  const amount = (c: Context) =>
    parseAmount(queryParameter(c, 'amount', { maxLength: 80 }))

  app.get(`${base}/tokens`, ...guard, (c) => {
    const tokens = swapTokenList(chainOf(c)).map((token) => ({
      address: token.address.split(':')[2]!,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoURI: token.logoUri,
    }))
    return c.json({
      tokens: Object.fromEntries(tokens.map((t) => [t.address, t])),
    })
  })

  app.get(`${base}/quote`, ...guard, async (c) => {
    const chain = chainOf(c)
    const route = await quoteSwap(
      chain,
      address(c, 'src'),
      address(c, 'dst'),
      amount(c),
    )
    return c.json({
      dstAmount: route.amountOut.toString(),
      ...(queryParameter(c, 'includeProtocols') === 'true'
        ? { protocols: oneInchProtocols(route) }
        : {}),
    })
  })

  app.get(`${base}/swap`, ...guard, async (c) => {
    const chain = chainOf(c)
    const disable = queryParameter(c, 'disableEstimate')
    if (disable !== undefined && disable !== 'true' && disable !== 'false')
      throw new BlockchainApiError(
        400,
        'INVALID_PARAMETER',
        'disableEstimate: expected true or false.',
      )
    const from = address(c, 'from')
    const built = await buildSwap({
      chain,
      from: address(c, 'src'),
      to: address(c, 'dst'),
      user: from,
      amount: amount(c),
      slippageBps: parseSlippageBps(queryParameter(c, 'slippage')),
      disableEstimate: disable === 'true',
    })
    return c.json({
      dstAmount: built.route.amountOut.toString(),
      tx: {
        from,
        to: built.call.to,
        data: built.call.data,
        value: built.call.value.toString(),
        gas: Number(built.gas),
        gasPrice: built.gasPrice.toString(),
      },
    })
  })

  // The V3 router when there is one (else V2): what approve/transaction
  // approves; /swap then takes the routes through the router allowed.
  const spenderOf = (chain: SwapChain) => swapRouters(chain.swap).at(-1)!
  app.get(`${base}/approve/spender`, ...guard, (c) =>
    c.json({ address: spenderOf(chainOf(c)) }),
  )

  app.get(`${base}/approve/transaction`, ...guard, async (c) => {
    const chain = chainOf(c)
    const token = address(c, 'tokenAddress')
    if (token === NATIVE_TOKEN_ADDRESS)
      throw new BlockchainApiError(
        400,
        'INVALID_PARAMETER',
        'tokenAddress: the native currency needs no approval.',
      )
    const given = queryParameter(c, 'amount', { maxLength: 80 })
    const approval = await buildApproval({
      chain,
      token,
      to: chain.swap.wrappedNative,
      user: undefined,
      amount: given === undefined ? undefined : parseAmount(given),
      spender: spenderOf(chain),
    })
    return c.json({
      data: approval.data,
      gasPrice: approval.gasPrice.toString(),
      to: token,
      value: '0',
    })
  })

  app.get(`${base}/approve/allowance`, ...guard, async (c) => {
    const chain = chainOf(c)
    const allowance = await largestAllowance(
      chain,
      address(c, 'tokenAddress'),
      address(c, 'walletAddress'),
      'tokenAddress',
    )
    return c.json({ allowance: allowance.toString() })
  })
  return app
}
