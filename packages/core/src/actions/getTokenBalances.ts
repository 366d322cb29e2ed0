import type { TokenBalance } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'

export type GetTokenBalancesParameters = {
  /** Skip the 30 s lifetime and the 30 s block after an error. */
  force?: boolean | undefined
}

/**
 * Loads the active account's token balances into the data layer (key
 * `tokenBalances` + CAIP address, fresh 30 s) and returns them: from the
 * Latch API (native and ERC-20, or SOL and SPL tokens for a Solana
 * account), or without an API just the EVM native balance from the
 * network's RPC. Other namespaces (Bitcoin: no balances, SPEC §9) get an
 * empty list. A failure leaves an empty list ('Token Balance Unavailable')
 * and blocks retries for 30 s (SPEC §4).
 * https://latch.dev/docs/core/actions/getTokenBalances
 *
 * @example
 * const balances = await getTokenBalances(config)
 */
export async function getTokenBalances(
  config: Config,
  parameters: GetTokenBalancesParameters = {},
): Promise<readonly TokenBalance[]> {
  const { address, caipAddress, chainNamespace } = getAccount(config)
  // Balances: eip155 and solana (SPEC §9).
  if (
    !address ||
    !caipAddress ||
    !(chainNamespace === 'eip155' || chainNamespace === 'solana')
  )
    return []
  const { caipNetwork, caipNetworkId } = getNetwork(config)
  // The loader (API client, RPC, units) loads with the first account.
  const load = async () =>
    (await import('./loadTokenBalances.js')).loadTokenBalances(config, {
      address,
      chainNamespace,
      caipNetwork,
      caipNetworkId,
    })
  return config._internal.data
    .fetch(dataKey('tokenBalances', caipAddress), load, {
      lifetime: dataLifetime.tokenBalances,
      force: parameters.force,
    })
    .catch(() => [])
}
