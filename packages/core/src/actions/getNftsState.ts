import type { Nft } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'

export type GetNftsStateReturnType = {
  /** The active account's NFTs; empty until loaded or after an error. */
  nfts: readonly Nft[]
  loading: boolean
  /** The last load failed. */
  unavailable: boolean
}

const none: readonly Nft[] = Object.freeze([])

/**
 * The NFTs of the active account as the data layer holds them (one entry,
 * key `nfts`); load them with `getNfts`.
 * https://latch.dev/docs/core/actions/getNftsState
 */
export function getNftsState(config: Config): GetNftsStateReturnType {
  const { caipAddress } = getAccount(config)
  const entry = caipAddress
    ? config._internal.data.get<readonly Nft[]>(dataKey('nfts', caipAddress))
    : undefined
  return {
    nfts: entry?.data ?? none,
    loading: entry?.fetching ?? false,
    unavailable: entry?.status === 'error',
  }
}
