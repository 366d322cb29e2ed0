import { BALANCE_RETRY_BLOCK_MS } from '@latch/common'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getBalance } from './getBalance.js'

export type RefreshBalanceParameters = {
  /** Ignore the 30 s block after an error (a new account or network). */
  force?: boolean | undefined
}

/**
 * Loads the active account's balance into state. After a failure it leaves
 * `balanceError` set and does not try again for 30 s (SPEC §4) unless forced.
 */
export async function refreshBalance(
  config: Config,
  parameters: RefreshBalanceParameters = {},
): Promise<void> {
  const { address, caipAddress, chainNamespace } = getAccount(config)
  if (!address || !caipAddress || chainNamespace !== 'eip155') return
  const blocked = config.state.balanceError
  if (
    !parameters.force &&
    blocked &&
    Date.now() - blocked.at < BALANCE_RETRY_BLOCK_MS
  )
    return
  try {
    const { formatted, symbol, decimals } = await getBalance(config, {
      address,
    })
    if (getAccount(config).caipAddress !== caipAddress) return
    config.setState((s) => ({
      ...s,
      balance: { caipAddress, value: formatted, symbol, decimals },
      balanceError: undefined,
    }))
  } catch {
    if (getAccount(config).caipAddress !== caipAddress) return
    config.setState((s) => ({
      ...s,
      balance: undefined,
      balanceError: { at: Date.now() },
    }))
  }
}
