import type { TokenBalance as SharedTokenBalance } from '@latch/common'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBigInt,
} from 'viem'
import { priceTokens } from '../prices/priceTokens.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import type {
  BlockchainSettings,
  ChainSettings,
} from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'
import { type NodeCalls, readChains } from './readChains.js'
import {
  type ToTokenBalanceParameters,
  toTokenBalance,
} from './toTokenBalance.js'

/**
 * One balance line of GET /v1/account/{address}/balance (SPEC §3): the
 * shared wire type, with the fields latch-api always sends.
 */
export type TokenBalance = SharedTokenBalance & {
  readonly value: number
  readonly price: number
  readonly iconUrl: string
}

export type GetAccountBalancesParameters = {
  address: Address
  chains: readonly ChainSettings[]
}

/** Bounds on the chain node calls of one balance request. */
export type BalanceLimits = Pick<
  BlockchainSettings['balance'],
  'maxUpstreamCalls' | 'concurrency' | 'timeoutMs'
>

export const noLimits: BalanceLimits = {
  maxUpstreamCalls: Number.POSITIVE_INFINITY,
  concurrency: Number.POSITIVE_INFINITY,
  timeoutMs: 10_000,
}

/**
 * Reads the native balance (eth_getBalance) and each listed ERC-20 balance
 * (balanceOf through eth_call) of an address on the upstream nodes and
 * prices them in USD. Zero balances are left out. One chain whose node
 * fails is a 502; across several chains, failing ones are skipped.
 * `limits` bound the node calls: at most `maxUpstreamCalls` (chains in
 * order, native first; tokens past the cap are left out), `concurrency` at
 * once, each within `timeoutMs`.
 */
export async function getAccountBalances(
  settings: Pick<BlockchainSettings, 'prices'>,
  { address, chains }: GetAccountBalancesParameters,
  limits: BalanceLimits = noLimits,
): Promise<TokenBalance[]> {
  let budget = Math.max(1, limits.maxUpstreamCalls)
  const planned = chains.flatMap((chain) => {
    if (budget <= 0) return []
    const tokens = chain.tokens.slice(0, budget - 1)
    budget -= 1 + tokens.length
    return [{ chain, tokens }]
  })
  return readChains(planned, limits, ({ chain, tokens }, calls) =>
    getChainBalances(settings, chain, tokens, address, calls),
  )
}

async function getChainBalances(
  settings: Pick<BlockchainSettings, 'prices'>,
  chain: ChainSettings,
  listed: ChainSettings['tokens'],
  address: Address,
  { queue, timeoutMs }: NodeCalls,
): Promise<TokenBalance[]> {
  const url = chain.rpcUrls[0] ?? ''
  const chainId = caipNetworkId(chain.chainId)
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  const [native, ...tokens] = await Promise.all([
    queue(() =>
      rpcRequest<Hex>({
        url,
        method: 'eth_getBalance',
        params: [address, 'latest'],
        timeoutMs,
      }),
    ),
    ...listed.map((token) =>
      queue(() =>
        rpcRequest<Hex>({
          url,
          method: 'eth_call',
          params: [{ to: token.address, data }, 'latest'],
          timeoutMs,
        }),
      ).then((result) =>
        result === '0x'
          ? 0n
          : decodeFunctionResult({
              abi: erc20Abi,
              functionName: 'balanceOf',
              data: result,
            }),
      ),
    ),
  ])
  const lines: (Omit<ToTokenBalanceParameters, 'price'> & {
    tokenAddress?: Address | undefined
  })[] = []
  const push = (
    amount: bigint,
    token: ToTokenBalanceParameters['token'],
    iconUrl: string,
    tokenAddress?: Address,
  ) => {
    if (amount === 0n) return
    const address =
      tokenAddress === undefined
        ? undefined
        : `${chainId}:${getAddress(tokenAddress)}`
    lines.push({ chainId, amount, token, iconUrl, address, tokenAddress })
  }
  push(
    hexToBigInt(native ?? '0x0'),
    chain.nativeCurrency,
    chain.nativeIconUrl ?? '',
  )
  listed.forEach((token, i) => {
    push(tokens[i] ?? 0n, token, token.iconUrl ?? '', token.address)
  })
  // The same prices as POST /v1/fungible/price (pools where they exist).
  const prices = await priceTokens(
    settings,
    chain,
    lines.map(({ token, tokenAddress }) => ({
      symbol: token.symbol,
      decimals: token.decimals,
      address: tokenAddress,
    })),
  )
  return lines.map((line, i) =>
    toTokenBalance({ ...line, price: prices[i] ?? 0 }),
  )
}
