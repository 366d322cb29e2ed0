import { parseAbi } from 'viem'

/**
 * The swap functions of Uniswap V2's Router02 (`@uniswap/v2-periphery`
 * 1.1.0-beta.0, UniswapV2Router02.sol) that latch-api's swaps call
 * (services/api/src/blockchain/convert/uniswapAbis.ts has the same
 * signatures, beside the quote it also reads).
 */
export const uniswapV2SwapAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/**
 * The functions of Uniswap V3's SwapRouter (`@uniswap/v3-periphery` 1.x,
 * SwapRouter.sol with PeripheryPayments and Multicall) that latch-api's
 * swaps call: the exact-input swaps, unwrapping WETH9 to the recipient,
 * refunding the ETH a swap left, and `multicall` around them.
 */
export const uniswapV3SwapAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'struct ExactInputParams { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
])
