import { WALLET_LIST_PAGE_SIZE } from '@latch/common'
import { getApiContext } from '../api/getApiContext.js'
import { getWallets } from '../api/getWallets.js'
import type { WalletRecord } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import { getNetwork } from './getNetwork.js'

export type GetWalletDirectoryParameters = {
  /** 1-based. @default 1 */
  page?: number | undefined
  /** @default 40 */
  entries?: number | undefined
  search?: string | undefined
  /** Only these wallet ids (e.g. the host's `featuredWalletIds`). */
  include?: readonly string[] | undefined
  /**
   * Only wallets supporting one of these CAIP-2 ids or namespaces.
   * @default the active namespace (e.g. `['solana']`)
   */
  chains?: readonly string[] | undefined
  signal?: AbortSignal | undefined
  /**
   * Ask the server now, even within 30 s of a failure of this query (a
   * visitor's "Try again"). @default false
   */
  force?: boolean | undefined
}

/** A directory wallet with its image URL resolved. */
export type DirectoryWallet = WalletRecord & {
  readonly imageUrl: string | undefined
}

export type GetWalletDirectoryReturnType = {
  wallets: readonly DirectoryWallet[]
  /** Total matching wallets on the server. */
  count: number
}

/**
 * A page of the wallet directory of the config's API server (cached 30 s
 * per query), by default only the wallets of the active namespace: asked
 * by namespace rather than by the configured CAIP-2 ids, since directory
 * entries name public chains (an EVM wallet adds any EVM chain) and a
 * local or test chain would otherwise match no wallet. Without an API
 * server there is no directory: an empty page.
 * https://latch.dev/docs/core/actions/getWalletDirectory
 */
export async function getWalletDirectory(
  config: Config,
  parameters: GetWalletDirectoryParameters = {},
): Promise<GetWalletDirectoryReturnType> {
  const { client } = getApiContext(config)
  if (!client) return { wallets: [], count: 0 }
  const {
    page = 1,
    entries = WALLET_LIST_PAGE_SIZE,
    search,
    include,
    chains = [getNetwork(config).chainNamespace],
    signal,
    force,
  } = parameters
  const query = search?.trim() || undefined
  // One entry per query (config-wide: the directory is no account's).
  const answer = await config._internal.data.fetch(
    dataKey('wallets', '', [page, entries, query, chains, include]),
    () =>
      getWallets(client, {
        page,
        entries,
        search: query,
        include,
        chains,
        signal,
      }),
    { lifetime: dataLifetime.wallets, force },
  )
  return {
    count: answer.count,
    wallets: answer.data.map((wallet) => ({
      ...wallet,
      imageUrl:
        wallet.image_url ??
        (wallet.image_id
          ? client.url(`/getWalletImage/${encodeURIComponent(wallet.image_id)}`)
          : undefined),
    })),
  }
}
