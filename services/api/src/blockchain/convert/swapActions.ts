import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  isAddressEqual,
} from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { latestBlockTime } from '../rpc/latestBlockTime.js'
import { buildSwapCall, minimumOut, routerOf } from './buildSwapCall.js'
import { estimateGas, gasPrice } from './estimateGas.js'
import { findBestRoute, type SwapRoute } from './findBestRoute.js'
import {
  NATIVE_TOKEN_ADDRESS,
  pathToken,
  type SwapChain,
} from './parseConvertInput.js'
import { readAllowances } from './readAllowances.js'
import { swapGasLimit } from './swapGasLimit.js'

const MAX_UINT256 = 2n ** 256n - 1n
/** How long a built swap stays valid: 20 minutes. */
const DEADLINE_SECONDS = 1200n
/** Gas limit of an approval whose estimate reverts. */
const APPROVE_GAS = 100_000n

const rpcUrl = (chain: SwapChain) => chain.rpcUrls[0]!

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

/** Quotes being computed, by node, tokens and amount (shared while in flight). */
const inFlight = new Map<string, Promise<SwapRoute>>()

/**
 * The best route for `amount` of `from` into `to` (see `findBestRoute`).
 * Identical quotes asked while one is being computed share its answer.
 */
export function quoteSwap(
  chain: SwapChain,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<SwapRoute> {
  const tokens = pathTokens(chain, from, to)
  const key = `${rpcUrl(chain)}|${tokens.tokenIn}|${tokens.tokenOut}|${amount}`
  let quote = inFlight.get(key)
  if (!quote) {
    quote = findBestRoute({
      rpcUrl: rpcUrl(chain),
      swap: chain.swap,
      ...tokens,
      amountIn: amount,
    }).finally(() => inFlight.delete(key))
    inFlight.set(key, quote)
  }
  return quote
}

/**
 * The largest allowance `owner` gave a swap router for `token` (2^256 − 1
 * for the native currency): build-transaction swaps through a router
 * allowed enough.
 */
export async function largestAllowance(
  chain: SwapChain,
  token: Address,
  owner: Address,
  field: string,
): Promise<bigint> {
  if (token === NATIVE_TOKEN_ADDRESS) return MAX_UINT256
  const allowances = await readAllowances(
    rpcUrl(chain),
    chain.swap,
    token,
    owner,
    field,
  )
  return [...allowances.values()].reduce((a, b) => (a > b ? a : b))
}

/**
 * An ERC-20 approval for the router of the best route from `token` to
 * `to` for `amount` (one whole token when none is given), of exactly
 * `amount` (2^256 − 1 when none is given), with its gas and gas price.
 */
export async function buildApproval({
  chain,
  token,
  to,
  user,
  amount,
  spender: fixedSpender,
}: {
  chain: SwapChain
  token: Address
  /** The token to swap into: the spender is the router of the best route. */
  to: Address
  /** Estimates the gas from this account; none: a fixed limit. */
  user: Address | undefined
  amount: bigint | undefined
  /** Approves this router instead of the best route's. */
  spender?: Address | undefined
}) {
  if (token === NATIVE_TOKEN_ADDRESS)
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      'from: the native currency needs no approval.',
    )
  const spender = fixedSpender ?? (await bestRouter(chain, token, to, amount))
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount ?? MAX_UINT256],
  })
  const [price, gas] = await Promise.all([
    gasPrice(rpcUrl(chain)),
    user === undefined
      ? APPROVE_GAS
      : estimateGas(rpcUrl(chain), { from: user, to: token, data }).catch(
          (error: unknown) => {
            if (error instanceof BlockchainApiError && error.status === 400)
              return APPROVE_GAS
            throw error
          },
        ),
  ])
  return { data, spender, gas, gasPrice: price }
}

/** The router of the best route for `amount` (one whole token when none is given). */
async function bestRouter(
  chain: SwapChain,
  token: Address,
  to: Address,
  amount: bigint | undefined,
) {
  const decimals =
    (chain.swap.tokens ?? chain.tokens).find((t) =>
      isAddressEqual(t.address, token),
    )?.decimals ?? 18
  const route = await quoteSwap(
    chain,
    token,
    to,
    amount ?? 10n ** BigInt(decimals),
  )
  return routerOf(chain.swap, route)
}

/**
 * The router transaction swapping exactly `amount` of `from` into `to` for
 * `user` along the best route (for an ERC-20 input, through a router
 * already allowed the amount when there is one), paying at least the quote
 * less `slippageBps`, with its gas (estimated unless `disableEstimate`)
 * and gas price.
 */
export async function buildSwap({
  chain,
  from,
  to,
  user,
  amount,
  slippageBps,
  disableEstimate,
}: {
  chain: SwapChain
  from: Address
  to: Address
  user: Address
  amount: bigint
  slippageBps: bigint
  disableEstimate: boolean
}) {
  const url = rpcUrl(chain)
  const nativeIn = from === NATIVE_TOKEN_ADDRESS
  const nativeOut = to === NATIVE_TOKEN_ADDRESS
  const [allowances, chainNow] = await Promise.all([
    nativeIn ? undefined : readAllowances(url, chain.swap, from, user, 'from'),
    latestBlockTime(url),
  ])
  const allowed = (router: Address) => (allowances?.get(router) ?? 0n) >= amount
  const anyAllowed = !allowances || [...allowances.keys()].some(allowed)
  const route = await findBestRoute({
    rpcUrl: url,
    swap: chain.swap,
    ...pathTokens(chain, from, to),
    amountIn: amount,
    accept: (candidate) =>
      !allowances || !anyAllowed || allowed(routerOf(chain.swap, candidate)),
  })
  const amountOutMin = minimumOut(route.amountOut, slippageBps)
  const call = buildSwapCall({
    swap: chain.swap,
    route,
    amountIn: amount,
    amountOutMin,
    recipient: user,
    // The router checks it against the chain's clock.
    deadline:
      BigInt(Math.max(Math.floor(Date.now() / 1000), chainNow ?? 0)) +
      DEADLINE_SECONDS,
    nativeIn,
    nativeOut,
  })
  const [price, gas] = await Promise.all([
    gasPrice(url),
    disableEstimate
      ? swapGasLimit(route, nativeOut)
      : estimateGas(url, { from: user, ...call }),
  ])
  return { call, route, amountOutMin, gas, gasPrice: price }
}
