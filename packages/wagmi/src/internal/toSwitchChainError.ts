import { SwitchChainError, UserRejectedRequestError } from 'viem'

/**
 * A failed network switch as wagmi's connectors report it: the visitor's
 * refusal (code 4001) as UserRejectedRequestError, anything else as
 * SwitchChainError (code 4902) with Latch's typed error as its cause.
 */
export function toSwitchChainError(error: unknown): Error {
  const cause = error instanceof Error ? error : new Error(String(error))
  if ((error as { code?: unknown } | null)?.code === 4001)
    return new UserRejectedRequestError(cause)
  return new SwitchChainError(cause)
}
