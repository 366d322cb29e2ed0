import type { TokenBalance } from '../api/types.js'

/**
 * The Send flow's state (SPEC §3): what is being sent, to whom, and whether
 * a send is under way. The token balances list it picks from is
 * `getTokenBalancesState(config)`.
 */
export type SendState = {
  /** The balance entry being sent (native or ERC-20). */
  readonly token: TokenBalance | undefined
  /** The amount as the user typed it, in token units ('1.5'). */
  readonly sendTokenAmount: string | undefined
  /** The resolved receiver address. */
  readonly receiverAddress: string | undefined
  /** The name the receiver was entered as, e.g. `alice.latch.id`. */
  readonly receiverProfileName: string | undefined
  readonly receiverProfileImage: string | undefined
  /**
   * The USD value of the native balance, which pays the network fee (as
   * the reference toolkit keeps it), when the API has a price.
   */
  readonly networkBalanceInUSD: string | undefined
  /** True from the wallet request until its answer. */
  readonly loading: boolean
}
