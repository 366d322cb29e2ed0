import { UserRejectedRequestError } from '@latch/common'
import { toProviderError } from '@latch/core'
import { BitcoinWalletAnswerError } from '../errors.js'

/** The request API of a sats-connect provider (Xverse, Magic Eden…). */
export type SatsConnectProvider = {
  request(method: string, params: unknown): Promise<unknown>
  addListener?:
    | ((listener: {
        eventName: string
        cb: (event: unknown) => void
      }) => unknown)
    | undefined
}

// sats-connect's USER_REJECTION; other codes are JSON-RPC's own.
const USER_REJECTION = -32000

/**
 * Calls `method` on a sats-connect provider and unwraps its JSON-RPC 2.0
 * answer: the result, or a typed provider error (sats-connect's -32000
 * "user rejected" as UserRejectedRequestError, code 4001).
 */
export async function satsConnectRequest(
  provider: SatsConnectProvider,
  method: string,
  params: unknown,
): Promise<unknown> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    throw await toProviderError(error)
  }
  if (!answer || typeof answer !== 'object')
    throw new BitcoinWalletAnswerError(method, 'Expected a JSON-RPC response.')
  const { result, error } = answer as { result?: unknown; error?: unknown }
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (code === USER_REJECTION)
      throw new UserRejectedRequestError({
        details: typeof message === 'string' ? message : undefined,
      })
    throw await toProviderError(error)
  }
  if (!('result' in answer))
    throw new BitcoinWalletAnswerError(method, 'Expected a result or an error.')
  return result
}
