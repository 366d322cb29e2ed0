import type { Network } from '@latch/common'
import {
  RpcProviderNotFoundError,
  RpcUrlMissingError,
  RpcUrlNotHttpError,
} from '../errors/rpc.js'
import type { Config } from '../types/config.js'
import {
  type HttpRpcRequestParameters,
  httpRpcRequest,
} from '../utils/httpRpcRequest.js'
import { probeRpcUrl } from '../utils/probeRpcUrl.js'
import { type ApiClient, createApiClient } from './createApiClient.js'
import { getApiContext } from './getApiContext.js'
import { getSupportedChains } from './getSupportedChains.js'
import { rankRpcUrls } from './rankRpcUrls.js'

// One file, one chunk with the JSON-RPC client and viem's transports,
// always loaded with `import()`: every chunk name a page's static graph
// reaches costs bytes in its preload maps before the first click (the
// size budget), so the router and viem's chunks stay out of it.

export type RpcRouter = {
  /**
   * Whether the API serves the network (GET /v1/supported-chains, read
   * once): false without an API, undefined while its list cannot be read.
   */
  serves(caipNetworkId: string): Promise<boolean | undefined>
  /**
   * Where reads of `network` go, in order: the API's RPC proxy when it
   * serves the network, then the network's own RPC URLs.
   */
  urls(network: Network): Promise<readonly string[]>
  /** A JSON-RPC read of `network` over those URLs (`httpRpcRequest`). */
  request<T = unknown>(
    network: Network,
    method: string,
    params?: readonly unknown[] | undefined,
    options?: Pick<HttpRpcRequestParameters, 'retryCount'>,
  ): Promise<T>
  /** Ends the URL ranking (no ping after it, none started later). */
  stop(): void
}

export type CreateRpcRouterParameters = {
  /** The user's Latch API; reads go to the networks' own URLs without it. */
  apiUrl: string | undefined
  projectId: string | undefined
  /** Sent to the API as `clientId` when set (SPEC §7). */
  clientId?: string | undefined
  /**
   * Probe each URL once with a `test` call before its first read and leave
   * out the ones nothing answers at (all kept when none answers).
   * @default false
   */
  probe?: boolean | undefined
  /**
   * An EVM network with two or more own HTTP URLs has them ranked while the
   * router is in use (`rankRpcUrls`: latency and stability, every 4 s
   * over the last 10 samples) and read in that order; with one, none is
   * pinged. The API's proxy, when it serves the network, stays first. A
   * function is asked at each read (a ranking starts once it says yes).
   * @default false
   */
  rank?: boolean | (() => boolean) | undefined
  /** Options of the ranking (tests: a shorter interval). */
  rankOptions?: { interval?: number; sampleCount?: number } | undefined
}

/** The API's RPC proxy URL of a chain (SPEC §7: /v1/ with chainId, projectId). */
export function rpcProxyUrl(api: ApiClient, caipNetworkId: string): string {
  const query = new URLSearchParams({
    chainId: caipNetworkId,
    projectId: api.projectId,
  })
  return `${api.baseUrl}/v1/?${query}`
}

/**
 * Decides where JSON-RPC reads go (SPEC §7): through the user's own Latch
 * API's RPC proxy for the chains its `supported-chains` lists, else (and
 * as fallback) to the network's own URLs. The list is fetched once per
 * router and kept; a failed fetch is tried again on the next read, the
 * reads meanwhile going to the network's own URLs.
 */
export function createRpcRouter(
  parameters: CreateRpcRouterParameters,
): RpcRouter {
  const { apiUrl, projectId, clientId, probe, rank, rankOptions } = parameters
  const api =
    apiUrl && projectId
      ? createApiClient({ baseUrl: apiUrl, projectId, clientId })
      : undefined
  let supported: Promise<Set<string> | undefined> | undefined
  const probes = new Map<string, Promise<boolean>>()
  // The ranked order of each URL list ranked, by the list.
  const ranked = new Map<string, { order: readonly string[]; stop(): void }>()
  let stopped = false
  function rankedOrder(own: readonly string[]): readonly string[] {
    if (stopped || own.length < 2) return own
    const key = own.join('\n')
    let ranking = ranked.get(key)
    if (!ranking) {
      if (!(typeof rank === 'function' ? rank() : rank)) return own
      const entry = { order: own, stop: () => {} }
      ranking = entry
      ranked.set(key, entry)
      entry.stop = rankRpcUrls({
        ...rankOptions,
        urls: own,
        onRanked: (order) => {
          entry.order = order
        },
      })
    }
    return ranking.order
  }
  const list = () => {
    if (!api) return undefined
    supported ??= getSupportedChains(api).then(
      (chains) => new Set(chains.http),
      () => {
        supported = undefined
        return undefined
      },
    )
    return supported
  }
  async function serves(caipNetworkId: string) {
    const chains = await list()
    if (!api) return false
    return chains?.has(caipNetworkId)
  }
  async function urls(network: Network) {
    const configured = network.rpcUrls.default.http
    for (const url of configured)
      if (!/^https?:\/\//i.test(url)) throw new RpcUrlNotHttpError(url)
    // Ranked by `eth_blockNumber`: EVM networks only.
    const own =
      network.chainNamespace === 'eip155' ? rankedOrder(configured) : configured
    const all =
      api && (await serves(network.caipNetworkId))
        ? [rpcProxyUrl(api, network.caipNetworkId), ...own]
        : [...own]
    if (all.length === 0) throw new RpcUrlMissingError(network.caipNetworkId)
    if (!probe) return all
    const answers = await Promise.all(
      all.map((url) => {
        const answer = probes.get(url) ?? probeRpcUrl(url)
        probes.set(url, answer)
        return answer
      }),
    )
    const answering = all.filter((_, i) => answers[i])
    return answering.length > 0 ? answering : all
  }
  async function request<T>(
    network: Network,
    method: string,
    params: readonly unknown[] = [],
    options: Pick<HttpRpcRequestParameters, 'retryCount'> = {},
  ) {
    const url = await urls(network)
    return httpRpcRequest<T>({ ...options, url, method, params })
  }
  function stop() {
    stopped = true
    for (const ranking of ranked.values()) ranking.stop()
    ranked.clear()
  }
  return { serves, urls, request, stop }
}

/**
 * The config's RPC router, made with the first read and kept with its API
 * client (`getApiContext`).
 */
export function getRpcRouter(config: Config): RpcRouter {
  const context = getApiContext(config)
  if (!context.rpc) {
    const router = createRpcRouter({
      apiUrl: config.options.apiUrl,
      projectId: config.projectId,
      clientId: config.options.clientId,
      // Ranked while the config is in use in a page: from its mount (a
      // server-rendered config never mounts on the server) until
      // `destroyConfig`, which stops it.
      rank: () => config._internal.mounted && !config._internal.destroyed,
    })
    config._internal.cleanups.add(router.stop)
    context.rpc = router
  }
  return context.rpc
}

/** The configured network of an eip155 chain, for reads (SPEC §8 text). */
export function findRpcNetwork(
  networks: readonly Network[],
  chainId: number,
): Network {
  const network = networks.find(
    (n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId,
  )
  if (!network) throw new RpcProviderNotFoundError(`eip155:${chainId}`)
  return network
}
