import type { CaipAddress } from '@latch/common'
import type { Config } from '@latch/core'

/** What a host offers to fund an empty account with (a faucet, an on-ramp). */
export type FundAction = {
  /** The button's text, in the host's words (e.g. 'Get test ETH'). */
  label: string
  /**
   * Runs the host's funding for the connected account (open a page,
   * call a faucet); while its promise is pending the button says it is
   * busy, and the balances load again when it settles.
   */
  onFund(parameters: {
    address: string
    /** `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
    caipAddress: CaipAddress
  }): unknown
}

/**
 * The funding action each config's host set (`setFundAction`); the Tokens
 * tab's empty state offers it. Kept per config, never at module level in
 * the config itself, so a host that sets none ships none of it.
 */
export const fundActions = new WeakMap<Config, FundAction>()
