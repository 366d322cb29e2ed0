/**
 * Whether the frame's answer to `method` means a user operation landed on
 * chain: a send answered with its transaction hash (the service waits for
 * the operation), or a batch whose status is final and successful (200).
 */
export function landedUserOperation(method: string, result: unknown): boolean {
  if (method === 'eth_sendTransaction') return typeof result === 'string'
  if (method !== 'wallet_getCallsStatus') return false
  return (result as { status?: unknown } | null)?.status === 200
}
