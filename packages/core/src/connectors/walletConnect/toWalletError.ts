import { getProviderError } from '@latch/common'
import { JsonRpcResponseError } from '@latch/protocol/client'

/** The wallet's JSON-RPC error as the typed error its code names. */
export function toWalletError(error: unknown) {
  if (!(error instanceof JsonRpcResponseError)) return getProviderError(error)
  const { code, shortMessage: message, data } = error
  return getProviderError({ code, message, data, cause: error })
}
