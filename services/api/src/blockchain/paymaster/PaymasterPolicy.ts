/**
 * A project's gas sponsorship policy (`PUT /admin/projects/:id/paymaster-policy`):
 * which user operations POST /v1/paymaster signs for. Amounts are wei of
 * each chain's native currency, as decimal strings, counted per chain.
 */
export type PaymasterPolicy = {
  /** Off: every request is refused, the policy kept. */
  enabled: boolean
  /** CAIP-2 chains sponsored, e.g. `eip155:31337`. */
  chains: string[]
  /**
   * Contracts the user operation's calls may target (the account's
   * ERC-7579 single or batch execution; the factory of a first operation
   * counts too). Checksummed.
   */
  allowedTargets: `0x${string}`[]
  /** Most one sender (account) may reserve per UTC day on a chain. */
  senderDailyCapWei: string
  /** Most the project may reserve on a chain, ever. */
  totalBudgetWei: string
  /** `sponsor.name` of the stub answer. `null`: the project's name. */
  sponsorName: string | null
  /** ISO 8601. */
  updatedAt: string
}
