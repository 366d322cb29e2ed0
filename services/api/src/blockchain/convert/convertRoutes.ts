import { type Context, Hono } from 'hono'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  isAddressEqual,
} from 'viem'
import type { AppEnv } from '../../app/types.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { clientIpRateLimit } from '../middleware/rate-limit/clientIpRateLimit.js'
import { queryParameter } from '../routes/queryParameter.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseChain } from '../utils/parseChain.js'
import { buildSwapCall, minimumOut, routerOf } from './buildSwapCall.js'
import { estimateGas, gasPrice } from './estimateGas.js'
import { findBestRoute } from './findBestRoute.js'
import {
  NATIVE_TOKEN_ADDRESS,
  parseAmount,
  parseSlippageBps,
  parseSwapAccount,
  pathToken,
  SWAPS_UNSUPPORTED,
  type SwapChain,
  sameChain,
} from './parseConvertInput.js'
import { readAllowances } from './readAllowances.js'
import { swapGasLimit } from './swapGasLimit.js'
import { swapTokenList } from './swapTokenList.js'

const MAX_UINT256 = 2n ** 256n - 1n
/** How long a built swap stays valid: 20 minutes. */
const DEADLINE_SECONDS = 1200n
/** Gas limit of an approval when the estimate is skipped. */
const APPROVE_GAS = 100_000n

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
  const rpcUrl = (chain: SwapChain) => chain.rpcUrls[0]!

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
    const route = await findBestRoute({
      rpcUrl: rpcUrl(from.chain),
      swap: from.chain.swap,
      ...pathTokens(from.chain, from.address, to.address),
      amountIn: amount,
    })
    return c.json({
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: queryParameter(c, 'from'),
          toAmount: route.amountOut.toString(),
          toAccount: queryParameter(c, 'to'),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', projectMiddleware(), limit, async (c) => {
    const token = account(c, 'tokenAddress')
    const user = account(c, 'userAddress')
    sameChain(token.chain, user.chain, 'userAddress')
    if (token.address === NATIVE_TOKEN_ADDRESS)
      return c.json({ allowance: MAX_UINT256.toString() })
    const allowances = await readAllowances(
      rpcUrl(token.chain),
      token.chain.swap,
      token.address,
      user.address,
      'tokenAddress',
    )
    // The largest: build-transaction swaps through a router allowed enough.
    const largest = [...allowances.values()].reduce((a, b) => (a > b ? a : b))
    return c.json({ allowance: largest.toString() })
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
      if (from.address === NATIVE_TOKEN_ADDRESS)
        throw new BlockchainApiError(
          400,
          'INVALID_PARAMETER',
          'from: the native currency needs no approval.',
        )
      const given = queryParameter(c, 'amount', { maxLength: 80 })
      const amount = given === undefined ? undefined : parseAmount(given)
      const chain = from.chain
      // The router of the best route for the amount (one whole token when
      // none is given) is the spender build-transaction will use.
      const decimals =
        (chain.swap.tokens ?? chain.tokens).find((t) =>
          isAddressEqual(t.address, from.address),
        )?.decimals ?? 18
      const route = await findBestRoute({
        rpcUrl: rpcUrl(chain),
        swap: chain.swap,
        ...pathTokens(chain, from.address, to.address),
        amountIn: amount ?? 10n ** BigInt(decimals),
      })
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [routerOf(chain.swap, route), amount ?? MAX_UINT256],
      })
      const [price, gas] = await Promise.all([
        gasPrice(rpcUrl(chain)),
        estimateGas(rpcUrl(chain), {
          from: user.address,
          to: from.address,
          data,
        }).catch((error: unknown) => {
          if (error instanceof BlockchainApiError && error.status === 400)
            return APPROVE_GAS
          throw error
        }),
      ])
      // The reference client sends the approval to `tx.from`: both name the token.
      const token = `eip155:${chain.chainId}:${from.address}`
      return c.json({
        tx: {
          from: token,
          to: token,
          data,
          value: '0',
          eip155: { gas: Number(gas), gasPrice: price.toString() },
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
    const bps = parseSlippageBps(
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
    const url = rpcUrl(chain)
    const nativeIn = from.address === NATIVE_TOKEN_ADDRESS
    const nativeOut = to.address === NATIVE_TOKEN_ADDRESS
    // An ERC-20 input swaps through a router already allowed the amount
    // when there is one (what GET /allowance reported), else the best.
    const allowances = nativeIn
      ? undefined
      : await readAllowances(
          url,
          chain.swap,
          from.address,
          user.address,
          'from',
        )
    const allowed = (router: Address) =>
      (allowances?.get(router) ?? 0n) >= amount
    const anyAllowed = !allowances || [...allowances.keys()].some(allowed)
    const route = await findBestRoute({
      rpcUrl: url,
      swap: chain.swap,
      ...pathTokens(chain, from.address, to.address),
      amountIn: amount,
      accept: (candidate) =>
        !allowances || !anyAllowed || allowed(routerOf(chain.swap, candidate)),
    })
    const call = buildSwapCall({
      swap: chain.swap,
      route,
      amountIn: amount,
      amountOutMin: minimumOut(route.amountOut, bps),
      recipient: user.address,
      deadline: BigInt(Math.floor(Date.now() / 1000)) + DEADLINE_SECONDS,
      nativeIn,
      nativeOut,
    })
    const [price, gas] = await Promise.all([
      gasPrice(url),
      disableEstimate
        ? swapGasLimit(route, nativeOut)
        : estimateGas(url, { from: user.address, ...call }),
    ])
    return c.json({
      tx: {
        from: `eip155:${chain.chainId}:${user.address}`,
        to: `eip155:${chain.chainId}:${call.to}`,
        data: call.data,
        value: call.value.toString(),
        amount: amount.toString(),
        eip155: { gas: gas.toString(), gasPrice: price.toString() },
      },
    })
  })
  return app
}

/** A served chain by `chainId`; one not served → 400 with the SPEC's `unsupported` text. */
function specChain(
  settings: BlockchainSettings,
  value: string | undefined,
  unsupported: string,
) {
  try {
    return parseChain(settings, value)
  } catch (error) {
    if (
      error instanceof BlockchainApiError &&
      error.code === 'UNSUPPORTED_CHAIN'
    )
      throw new BlockchainApiError(400, 'UNSUPPORTED_CHAIN', unsupported)
    throw error
  }
}

/** The path tokens of a swap (native → wrapped); the same token twice → 400. */
function pathTokens(chain: SwapChain, from: Address, to: Address) {
  const tokenIn = pathToken(chain.swap, from)
  const tokenOut = pathToken(chain.swap, to)
  if (isAddressEqual(tokenIn, tokenOut))
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      'to: must be another token than from (wrapping is not a swap).',
    )
  return { tokenIn, tokenOut }
}
