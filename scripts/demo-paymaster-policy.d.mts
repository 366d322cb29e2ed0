/**
 * Sets the `latch-demo` project's sponsorship policy on `chainIds` (the
 * demo batch's targets, the smart-account factory) through the API's
 * admin route; throws unless 200.
 */
export function setDemoPaymasterPolicy(options: {
  apiUrl: string
  adminToken: string
  chainIds: readonly number[]
  projectId?: string
}): Promise<void>
