import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
} from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { SwapSettings } from '../settings/BlockchainSettings.js'
import { callContract } from './callContract.js'

/** The routers that may spend a user's tokens in swaps (V2, V3). */
export function swapRouters(swap: SwapSettings): Address[] {
  return [swap.uniswapV2?.router, swap.uniswapV3?.router].filter(
    (router): router is Address => router !== undefined,
  )
}

/**
 * `token.allowance(owner, router)` for each swap router, by router. A
 * reverting call (not an ERC-20) is 400 `INVALID_PARAMETER` naming `field`.
 */
export async function readAllowances(
  rpcUrl: string,
  swap: SwapSettings,
  token: Address,
  owner: Address,
  field: string,
): Promise<Map<Address, bigint>> {
  const routers = swapRouters(swap)
  const results = await Promise.all(
    routers.map((router) =>
      callContract(rpcUrl, {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, router],
        }),
      }),
    ),
  )
  const allowances = new Map<Address, bigint>()
  results.forEach((data, i) => {
    let value: bigint | undefined
    try {
      value =
        data && data !== '0x'
          ? decodeFunctionResult({
              abi: erc20Abi,
              functionName: 'allowance',
              data,
            })
          : undefined
    } catch {
      value = undefined
    }
    if (value === undefined)
      throw new BlockchainApiError(
        400,
        'INVALID_PARAMETER',
        `${field}: not an ERC-20 token on this chain.`,
      )
    allowances.set(routers[i]!, value)
  })
  return allowances
}
