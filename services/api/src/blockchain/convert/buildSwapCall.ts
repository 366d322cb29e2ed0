import { type Address, encodeFunctionData, type Hex } from 'viem'
import type { SwapSettings } from '../settings/BlockchainSettings.js'
import { encodeV3Path, type SwapRoute } from './findBestRoute.js'
import { uniswapV2RouterAbi, uniswapV3RouterAbi } from './uniswapAbis.js'

/** The router a route swaps through (the spender of its input token). */
export function routerOf(
  swap: SwapSettings,
  route: Pick<SwapRoute, 'protocol'>,
) {
  return route.protocol === 'uniswap-v2'
    ? swap.uniswapV2!.router
    : swap.uniswapV3!.router
}

/**
 * `amountOut × (1 − bps / 10 000)`, rounded down: the least a swap may pay
 * out at a slippage of `bps` basis points.
 */
export function minimumOut(amountOut: bigint, bps: bigint) {
  return (amountOut * (10_000n - bps)) / 10_000n
}

/**
 * The router call that swaps exactly `amountIn` along `route`, paying at
 * least `amountOutMin` to `recipient` before `deadline` (seconds): V2
 * `swapExact{ETHForTokens,TokensForETH,TokensForTokens}`, V3
 * `exactInput(Single)` (native output: into the router, then
 * `unwrapWETH9`; native input: then `refundETH`; each in one `multicall`).
 * Native input carries `value`.
 */
export function buildSwapCall({
  swap,
  route,
  amountIn,
  amountOutMin,
  recipient,
  deadline,
  nativeIn,
  nativeOut,
}: {
  swap: SwapSettings
  route: SwapRoute
  amountIn: bigint
  amountOutMin: bigint
  recipient: Address
  deadline: bigint
  nativeIn: boolean
  nativeOut: boolean
}): { to: Address; data: Hex; value: bigint } {
  const to = routerOf(swap, route)
  const value = nativeIn ? amountIn : 0n
  const path = [...route.path]
  if (route.protocol === 'uniswap-v2') {
    const data = nativeIn
      ? encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [amountOutMin, path, recipient, deadline],
        })
      : encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: nativeOut
            ? 'swapExactTokensForETH'
            : 'swapExactTokensForTokens',
          args: [amountIn, amountOutMin, path, recipient, deadline],
        })
    return { to, data, value }
  }
  // Native output: the router receives WETH, then unwraps it to the recipient.
  const swapRecipient = nativeOut ? to : recipient
  const swapData =
    path.length === 2
      ? encodeFunctionData({
          abi: uniswapV3RouterAbi,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn: path[0]!,
              tokenOut: path[1]!,
              fee: route.fees[0]!,
              recipient: swapRecipient,
              deadline,
              amountIn,
              amountOutMinimum: amountOutMin,
              sqrtPriceLimitX96: 0n,
            },
          ],
        })
      : encodeFunctionData({
          abi: uniswapV3RouterAbi,
          functionName: 'exactInput',
          args: [
            {
              path: encodeV3Path(path, route.fees),
              recipient: swapRecipient,
              deadline,
              amountIn,
              amountOutMinimum: amountOutMin,
            },
          ],
        })
  // Native output: unwrap to the recipient. Native input: return what a
  // pool out of liquidity did not take (it stays in the router otherwise).
  const after = nativeOut
    ? [
        encodeFunctionData({
          abi: uniswapV3RouterAbi,
          functionName: 'unwrapWETH9',
          args: [amountOutMin, recipient],
        }),
      ]
    : nativeIn
      ? [
          encodeFunctionData({
            abi: uniswapV3RouterAbi,
            functionName: 'refundETH',
          }),
        ]
      : []
  if (after.length === 0) return { to, data: swapData, value }
  const data = encodeFunctionData({
    abi: uniswapV3RouterAbi,
    functionName: 'multicall',
    args: [[swapData, ...after]],
  })
  return { to, data, value }
}
