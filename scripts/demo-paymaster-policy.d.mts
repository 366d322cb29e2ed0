/** The `latch-demo` project's sponsorship policy body on `chainIds`. */
export function demoPaymasterPolicy(chainIds: readonly number[]): {
  enabled: boolean
  chains: string[]
  allowedTargets: `0x${string}`[]
  senderDailyCapWei: string
  totalBudgetWei: string
  sponsorName: string
}

/** Sets it through the API's admin route; throws unless 200. */
export function setDemoPaymasterPolicy(options: {
  apiUrl: string
  adminToken: string
  chainIds: readonly number[]
  projectId?: string
}): Promise<void>
