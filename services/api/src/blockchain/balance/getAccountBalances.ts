import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  hexToBigInt,
} from 'viem'
import { getTokenPrice } from '../prices/getTokenPrice.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import type {
  BlockchainSettings,
  ChainSettings,
} from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'

/** One balance line of GET /v1/account/{address}/balance (SPEC §3). */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 chain id, e.g. `eip155:31337`. */
  chainId: string
  /** CAIP-10 token address; absent for the native currency. */
  address?: string
  /** USD value: quantity × price. */
  value: number
  /** USD price of one token. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
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

const noLimits: BalanceLimits = {
  maxUpstreamCalls: Number.POSITIVE_INFINITY,
  concurrency: Number.POSITIVE_INFINITY,
  timeoutMs: 10_000,
}

/** Runs at most `concurrency` of the tasks given to it at once. */
function createQueue(concurrency: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency)
      await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
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
  const queue = createQueue(Math.max(1, limits.concurrency))
  let budget = Math.max(1, limits.maxUpstreamCalls)
  const planned = chains.flatMap((chain) => {
    if (budget <= 0) return []
    const tokens = chain.tokens.slice(0, budget - 1)
    budget -= 1 + tokens.length
    return [{ chain, tokens }]
  })
  const read = ({ chain, tokens }: (typeof planned)[number]) =>
    getChainBalances(settings, chain, tokens, address, {
      queue,
      timeoutMs: limits.timeoutMs,
    })
  if (planned.length === 1 && planned[0]) return read(planned[0])
  // Across chains, one node being down must not hide the others.
  const perChain = await Promise.allSettled(planned.map(read))
  return perChain.flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
}

async function getChainBalances(
  settings: Pick<BlockchainSettings, 'prices'>,
  chain: ChainSettings,
  listed: ChainSettings['tokens'],
  address: Address,
  {
    queue,
    timeoutMs,
  }: { queue: ReturnType<typeof createQueue>; timeoutMs: number },
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
  const lines: TokenBalance[] = []
  const push = (
    amount: bigint,
    info: { name: string; symbol: string; decimals: number },
    iconUrl: string,
    tokenAddress?: string,
  ) => {
    if (amount === 0n) return
    const numeric = formatUnits(amount, info.decimals)
    const price = getTokenPrice(settings, info.symbol)
    lines.push({
      name: info.name,
      symbol: info.symbol,
      chainId,
      ...(tokenAddress === undefined
        ? {}
        : { address: `${chainId}:${getAddress(tokenAddress)}` }),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(info.decimals), numeric },
      iconUrl,
    })
  }
  push(
    hexToBigInt(native ?? '0x0'),
    chain.nativeCurrency,
    chain.nativeIconUrl ?? '',
  )
  listed.forEach((token, i) => {
    push(tokens[i] ?? 0n, token, token.iconUrl ?? '', token.address)
  })
  return lines
}
