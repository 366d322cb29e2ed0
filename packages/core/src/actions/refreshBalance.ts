import { BALANCE_RETRY_BLOCK_MS } from '@latch/common'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getBalance } from './getBalance.js'

export type RefreshBalanceParameters = {
  /** Ignore the 30 s block after an error (a new account or network). */
  force?: boolean | undefined
  /** Skip the 30 s balance cache and read the chain now. */
  fresh?: boolean | undefined
}

/**
 * Loads the active account's balance into state. Balances are cached per
 * CAIP address for 30 s (SPEC §9) unless `fresh`; after a failure it leaves
 * `balanceError` set and does not try again for 30 s (SPEC §4) unless forced.
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
  const blocked = config.state.balanceError
  if (
    !parameters.force &&
    blocked &&
    Date.now() - blocked.at < BALANCE_RETRY_BLOCK_MS
  )
    return
  const { balanceCache: cache, counters } = config._internal
  // Only the newest refresh may write: an older read that answers late must
  // not overwrite a newer one (state or cache).
  const ticket = ++counters.balance
  const current = () =>
    ticket === counters.balance &&
    getAccount(config).caipAddress === caipAddress
  try {
    let balance = parameters.fresh ? undefined : cache.get(caipAddress)
    if (!balance) {
      const { formatted, symbol, decimals } = await getBalance(config, {
        address,
      })
      if (!current()) return
      balance = { caipAddress, value: formatted, symbol, decimals }
      cache.set(caipAddress, balance)
    }
    if (!current()) return
    config.setState((s) => ({ ...s, balance, balanceError: undefined }))
  } catch {
    if (!current()) return
    config.setState((s) => ({
      ...s,
      balance: undefined,
      balanceError: { at: Date.now() },
    }))
  }
}
