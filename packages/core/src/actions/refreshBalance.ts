import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'

export type RefreshBalanceParameters = {
  /** Ignore the 30 s block after an error (a new account or network). */
  force?: boolean | undefined
  /** Skip the 30 s balance lifetime and read the chain now. */
  fresh?: boolean | undefined
}

/**
 * Loads the active account's native balance into the data layer (key
 * `balance` + CAIP address), where the account button, the Account view
 * and the Tokens row all read it. It stays fresh 30 s (SPEC §9) unless
 * `fresh`; after a failure it is unavailable and not tried again for 30 s
 * (SPEC §4) unless forced. Never throws.
 */
export async function refreshBalance(
  config: Config,
  parameters: RefreshBalanceParameters = {},
): Promise<void> {
  const { address, caipAddress, chainNamespace } = getAccount(config)
  // Native balances: eip155 and solana (SPEC §9).
  if (
    !address ||
    !caipAddress ||
    (chainNamespace !== 'eip155' && chainNamespace !== 'solana')
  )
    return
  const { data } = config._internal
  const key = dataKey('balance', caipAddress)
  const failed = data.get(key)?.status === 'error'
  const network = getNetwork(config).caipNetwork
  await data
    .fetch(
      key,
      // The reader (and its JSON-RPC client) loads with the first account.
      async () =>
        (await import('./getBalance.js')).getBalance(config, {
          address,
          network,
        }),
      {
        lifetime: dataLifetime.balance,
        force: parameters.fresh || (parameters.force && failed),
      },
    )
    .catch(() => undefined)
}
