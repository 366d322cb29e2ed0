import { FIAT_BALANCE_CURRENCY } from '@latch/common'
import { getApiContext } from '../api/getApiContext.js'
import { getBalances } from '../api/getBalances.js'
import type { TokenBalance } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import { getAdapter } from '../internal/getAdapter.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getBalance } from './getBalance.js'
import { getNetwork } from './getNetwork.js'

export type GetTokenBalancesParameters = {
  /** Skip the 30 s lifetime and the 30 s block after an error. */
  force?: boolean | undefined
}

/** Assets with decimals '0' are not fungible balances (SPEC §5). */
const isFungible = (b: TokenBalance) => b.quantity.decimals !== '0'

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
  const { client } = getApiContext(config)
  const { caipNetwork, caipNetworkId } = getNetwork(config)
  const load = async (): Promise<readonly TokenBalance[]> => {
    if (client) {
      const answer = await getBalances(client, {
        address,
        chainId: caipNetworkId,
        currency: FIAT_BALANCE_CURRENCY,
      })
      return answer.balances.filter(isFungible)
    }
    // Without the API, Solana reads SOL and SPL balances from its RPC
    // through its adapter.
    if (chainNamespace !== 'eip155' && caipNetwork) {
      const read = getAdapter(config, chainNamespace, 'getTokenBalances')
      if (read) return read(config, { address, network: caipNetwork })
    }
    const native = await getBalance(config, { address, network: caipNetwork })
    return [
      {
        name: caipNetwork?.nativeCurrency.name ?? native.symbol,
        symbol: native.symbol,
        chainId: caipNetworkId,
        quantity: {
          decimals: String(native.decimals),
          numeric: native.formatted,
        },
      },
    ]
  }
  return config._internal.data
    .fetch(dataKey('tokenBalances', caipAddress), load, {
      lifetime: dataLifetime.tokenBalances,
      force: parameters.force,
    })
    .catch(() => [])
}
