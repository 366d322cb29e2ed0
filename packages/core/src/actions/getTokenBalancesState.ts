import type { TokenBalance } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import type { GetBalanceReturnType } from './getBalance.js'

export type GetTokenBalancesStateReturnType = {
  /** The active account's balances; empty until loaded or after an error. */
  balances: readonly TokenBalance[]
  loading: boolean
  /** The last fetch failed: show 'Token Balance Unavailable'. */
  unavailable: boolean
  /** True when the config has an API server (token balances beyond native). */
  apiConfigured: boolean
}

const none: readonly TokenBalance[] = Object.freeze([])

/** The list with its native line showing the native balance entry's figure. */
function withNative(
  config: Config,
  balances: readonly TokenBalance[],
  native: GetBalanceReturnType | undefined,
  caipNetworkId: string,
): readonly TokenBalance[] {
  if (!native) return balances
  const index = balances.findIndex(
    (b) => !b.address && b.chainId === caipNetworkId,
  )
  const line = balances[index]
  if (!line || line.quantity.numeric === native.formatted) return balances
  const last = config._internal.tokenBalancesShown
  if (last?.balances === balances && last.native === native) return last.shown
  const numeric = native.formatted
  const value =
    typeof line.price === 'number' ? line.price * Number(numeric) : line.value
  const result = balances.map((b, i) =>
    i === index ? { ...b, value, quantity: { ...b.quantity, numeric } } : b,
  )
  config._internal.tokenBalancesShown = { balances, native, shown: result }
  return result
}

/**
 * The token balances of the active account as the data layer holds them;
 * load them with `getTokenBalances`. The native line shows the native
 * balance entry (the account button's and the headline's figure) when that
 * one is loaded, so every place shows the same balance.
 */
export function getTokenBalancesState(
  config: Config,
): GetTokenBalancesStateReturnType {
  const { caipAddress } = getAccount(config)
  const { data } = config._internal
  const entry = caipAddress
    ? data.get<readonly TokenBalance[]>(dataKey('tokenBalances', caipAddress))
    : undefined
  const native = caipAddress
    ? data.get<GetBalanceReturnType>(dataKey('balance', caipAddress))?.data
    : undefined
  const caipNetworkId = caipAddress?.split(':').slice(0, 2).join(':') ?? ''
  return {
    balances: entry?.data
      ? withNative(config, entry.data, native, caipNetworkId)
      : none,
    loading: entry?.fetching ?? false,
    unavailable: entry?.status === 'error',
    apiConfigured: config.options.apiUrl !== undefined,
  }
}
