/**
 * Whether a wallet's answer to `wallet_revokePermissions` (EIP-2255, which
 * is optional) says there was nothing for it to end: it does not support
 * the method (4200, or JSON-RPC -32601 method not found / -32004 method
 * not supported), or the page holds no permission any more (4100
 * unauthorized). Any other error is the wallet failing to end the
 * connection, reported as 'Failed to disconnect' (SPEC §8).
 */
export function isRevokeUnsupported(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code } = error as { code?: unknown }
  return code === 4200 || code === -32601 || code === -32004 || code === 4100
}
