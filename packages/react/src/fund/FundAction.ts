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
 * A config a host gave a funding action (`setFundAction`), which the
 * Tokens tab's empty state offers. Kept on the config object itself under
 * this key, not in a module-level map: a shared module would put its code
 * and exports in the page's first load for every host, funding or not.
 */
export type FundingConfig = Config & {
  latchFundAction?: FundAction | undefined
}
