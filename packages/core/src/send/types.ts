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

/**
 * A transaction this config sent (`sendToken`), shown in Activity at once:
 * pending until its receipt, then confirmed or failed. Activity drops it
 * once the API's history lists the same hash.
 */
export type SentTransaction = {
  /** 0x hash on eip155, base58 signature on solana. */
  readonly hash: string
  /** The sending account, CAIP-10. */
  readonly caipAddress: string
  readonly to: string
  /** The name the receiver was entered as, when it was one. */
  readonly toName?: string | undefined
  /** In token units as entered ('1.5'). */
  readonly amount: string
  readonly symbol: string
  /** ISO 8601 time the wallet returned the hash. */
  readonly sentAt: string
  readonly status: 'pending' | 'confirmed' | 'failed'
}
