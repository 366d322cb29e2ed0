import { WALLET_LIST_PAGE_SIZE } from '@latch/common'
import { getApiContext } from '../api/getApiContext.js'
import { getWallets } from '../api/getWallets.js'
import type { WalletRecord } from '../api/types.js'
import type { Config } from '../types/config.js'

export type GetWalletDirectoryParameters = {
  /** 1-based. @default 1 */
  page?: number | undefined
  /** @default 40 */
  entries?: number | undefined
  search?: string | undefined
  signal?: AbortSignal | undefined
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
 * per query). Without an API server there is no directory: an empty page.
 * https://latch.dev/docs/core/actions/getWalletDirectory
 */
export async function getWalletDirectory(
  config: Config,
  parameters: GetWalletDirectoryParameters = {},
): Promise<GetWalletDirectoryReturnType> {
  const { client, caches } = getApiContext(config)
  if (!client) return { wallets: [], count: 0 }
  const {
    page = 1,
    entries = WALLET_LIST_PAGE_SIZE,
    search,
    signal,
  } = parameters
  const query = search?.trim() || undefined
  const key = JSON.stringify([page, entries, query])
  const answer = await caches.wallets.fetch(key, () =>
    getWallets(client, { page, entries, search: query, signal }),
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
