import {
  type Address,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  size,
  slice,
} from 'viem'
import { uniswapV2SwapAbi, uniswapV3SwapAbi } from './uniswapRouterAbis.js'

/**
 * An exact-input swap on a Uniswap V2 or V3 router, as its calldata says:
 * it takes `amountIn` of `tokenIn` and pays at least `amountOutMinimum`
 * of `tokenOut` to `recipient`, or reverts; after `deadline` (unix
 * seconds) it reverts. `'native'`: the chain's currency (the call's value
 * in, or WETH unwrapped to the recipient out).
 */
export type DecodedSwapCall = {
  protocol: 'uniswap-v2' | 'uniswap-v3'
  /** The router function that swaps (inside a V3 `multicall`, the swap's). */
  kind:
    | 'swapExactETHForTokens'
    | 'swapExactTokensForETH'
    | 'swapExactTokensForTokens'
    | 'exactInputSingle'
    | 'exactInput'
  tokenIn: Address | 'native'
  tokenOut: Address | 'native'
  /** Every token the swap goes through, in order (the wrapped native one as it is). */
  path: Address[]
  amountIn: bigint
  amountOutMinimum: bigint
  recipient: Address
  deadline: bigint
}

type Decoded = { functionName: string; args: readonly unknown[] }

function decode(abi: readonly unknown[], data: Hex): Decoded | undefined {
  try {
    return decodeFunctionData({ abi: abi as typeof uniswapV3SwapAbi, data })
  } catch {
    return undefined
  }
}

/** A V3 path (`encodePacked` address, then fee and address per hop). */
function readV3Path(path: Hex): Address[] | undefined {
  const bytes = size(path)
  if (bytes < 43 || (bytes - 20) % 23 !== 0) return undefined
  const tokens: Address[] = []
  // The 3-byte fees between the addresses say which pool: not shown.
  for (let at = 0; at < bytes; at += 23)
    tokens.push(getAddress(slice(path, at, at + 20)))
  return tokens
}

/** A V3 swap call's own fields, or undefined for the router's other calls. */
function readV3Swap(found: Decoded | undefined) {
  if (found?.functionName === 'exactInputSingle') {
    const p = found.args[0] as {
      tokenIn: Address
      tokenOut: Address
      recipient: Address
      deadline: bigint
      amountIn: bigint
      amountOutMinimum: bigint
    }
    return {
      kind: 'exactInputSingle' as const,
      ...p,
      path: [p.tokenIn, p.tokenOut],
    }
  }
  if (found?.functionName === 'exactInput') {
    const p = found.args[0] as {
      path: Hex
      recipient: Address
      deadline: bigint
      amountIn: bigint
      amountOutMinimum: bigint
    }
    const path = readV3Path(p.path)
    if (!path) return undefined
    return { kind: 'exactInput' as const, ...p, path }
  }
  return undefined
}

/**
 * A V3 router call: one swap, alone or in a `multicall` followed by
 * `unwrapWETH9` (the router receives the swap's WETH and pays it out as
 * the native currency, at least its `amountMinimum`) or `refundETH`.
 * Other shapes are not read (undefined).
 */
function decodeV3(
  router: Address,
  data: Hex,
  value: bigint,
  wrappedNative: Address | undefined,
): DecodedSwapCall | undefined {
  const found = decode(uniswapV3SwapAbi, data)
  let swap = readV3Swap(found)
  let unwrap: { amountMinimum: bigint; recipient: Address } | undefined
  if (!swap && found?.functionName === 'multicall') {
    const inner = found.args[0] as readonly Hex[]
    if (inner.length < 1 || inner.length > 2) return undefined
    const [first, second] = inner.map((call) => decode(uniswapV3SwapAbi, call))
    swap = readV3Swap(first)
    if (!swap) return undefined
    if (second?.functionName === 'unwrapWETH9') {
      const [amountMinimum, recipient] = second.args as [bigint, Address]
      // The swap must pay the router, which then unwraps.
      if (!isAddressEqual(swap.recipient, router)) return undefined
      unwrap = { amountMinimum, recipient }
    } else if (inner.length === 2 && second?.functionName !== 'refundETH')
      return undefined
  }
  if (!swap) return undefined
  const path = swap.path
  // The router pays WETH9 with the ETH sent when it has enough of it: the
  // native currency in, where the caller knows the chain's WETH.
  const nativeIn =
    wrappedNative !== undefined &&
    value > 0n &&
    value >= swap.amountIn &&
    isAddressEqual(path[0]!, wrappedNative)
  return {
    protocol: 'uniswap-v3',
    kind: swap.kind,
    tokenIn: nativeIn ? 'native' : path[0]!,
    tokenOut: unwrap ? 'native' : path[path.length - 1]!,
    path,
    amountIn: swap.amountIn,
    amountOutMinimum: unwrap ? unwrap.amountMinimum : swap.amountOutMinimum,
    recipient: unwrap ? unwrap.recipient : swap.recipient,
    deadline: swap.deadline,
  }
}

/** A V2 Router02 exact-input swap (ETH in: the call's value is the amount). */
function decodeV2(data: Hex, value: bigint): DecodedSwapCall | undefined {
  const found = decode(uniswapV2SwapAbi, data)
  if (!found) return undefined
  const ethIn = found.functionName === 'swapExactETHForTokens'
  const args = (ethIn ? [value, ...found.args] : found.args) as [
    bigint,
    bigint,
    readonly Address[],
    Address,
    bigint,
  ]
  const [amountIn, amountOutMinimum, path, recipient, deadline] = args
  if (path.length < 2) return undefined
  return {
    protocol: 'uniswap-v2',
    kind: found.functionName as DecodedSwapCall['kind'],
    tokenIn: ethIn ? 'native' : path[0]!,
    tokenOut:
      found.functionName === 'swapExactTokensForETH'
        ? 'native'
        : path[path.length - 1]!,
    path: [...path],
    amountIn,
    amountOutMinimum,
    recipient,
    deadline,
  }
}

/**
 * Names a swap router call from its calldata (viem's `decodeFunctionData`
 * with the swap functions of Uniswap V2's Router02 and V3's SwapRouter,
 * the ones latch-api builds): V2 `swapExact{ETHForTokens,TokensForETH,
 * TokensForTokens}`, V3 `exactInputSingle` / `exactInput`, alone or in a
 * `multicall` with `unwrapWETH9` (native out) or `refundETH`. V3 native
 * in is read only where `wrappedNative` (the chain's WETH9) says so.
 * Undefined for any other call (the screens show it raw). It reads the
 * bytes, not the contract: `to` may be any contract with these selectors.
 *
 * @example
 * decodeSwapCall({ to: router, data, value: 10n ** 16n })
 * // { protocol: 'uniswap-v2', kind: 'swapExactETHForTokens', tokenIn: 'native', … }
 */
export function decodeSwapCall({
  to,
  data,
  value = 0n,
  wrappedNative,
}: {
  to?: Address | undefined | null
  data?: Hex | undefined | null
  value?: bigint | undefined
  wrappedNative?: Address | undefined
}): DecodedSwapCall | undefined {
  if (!to || !data || data.length < 10) return undefined
  return decodeV2(data, value) ?? decodeV3(to, data, value, wrappedNative)
}
