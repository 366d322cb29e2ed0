import type { Identity, NameRecord } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'

export type GetProfileStateReturnType = {
  /** The account's name, when it has one. */
  name: string | undefined
  avatar: string | undefined
  loading: boolean
  /** The reverse lookup failed ('Error fetching names for address'). */
  error: boolean
  apiConfigured: boolean
}

/**
 * The active account's profile as the data layer holds it (its `names`
 * and `identity` entries); load it with `getProfile`.
 */
export function getProfileState(config: Config): GetProfileStateReturnType {
  const { caipAddress, chainNamespace } = getAccount(config)
  const { data } = config._internal
  const evm = caipAddress !== undefined && chainNamespace === 'eip155'
  const names = evm
    ? data.get<readonly NameRecord[]>(dataKey('names', caipAddress))
    : undefined
  const identity = evm
    ? data.get<Identity>(dataKey('identity', caipAddress))
    : undefined
  const failed = names?.status === 'error'
  return {
    name: failed
      ? undefined
      : (names?.data?.[0]?.name ?? identity?.data?.name ?? undefined),
    avatar: failed ? undefined : (identity?.data?.avatar ?? undefined),
    loading: (names?.fetching ?? false) || (identity?.fetching ?? false),
    error: failed,
    apiConfigured: config.options.apiUrl !== undefined,
  }
}
