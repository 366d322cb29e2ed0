/** The short, human part of an error, for showing under a failure. */
export function errorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { shortMessage, message } = error as {
    shortMessage?: unknown
    message?: unknown
  }
  if (typeof shortMessage === 'string') return shortMessage
  return typeof message === 'string' ? message : undefined
}

/** True for EIP-1193 4001, the wallet's "user rejected the request". */
export function isUserRejection(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 4001
}
