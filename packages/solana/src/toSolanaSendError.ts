import {
  BaseError,
  getProviderError,
  InsufficientFundsError,
  TransactionRejectedRpcError,
} from '@latch/common'
import {
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
} from '@solana/kit'

const insufficient = /insufficient (?:lamports|funds)/i

/**
 * A Solana send's failure as a typed error: the cluster's preflight
 * refusal (from the RPC, or passed on by a wallet) becomes
 * InsufficientFundsError when the account cannot pay, else
 * TransactionRejectedRpcError (-32003) with the chain's reason and logs;
 * anything else goes through getProviderError (4001 stays 4001).
 */
export function toSolanaSendError(error: unknown): BaseError {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    if (
      isSolanaError(
        current,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      )
    ) {
      const logs = current.context.logs ?? []
      const cause = current.cause instanceof Error ? current.cause.message : ''
      const details = [current.message, cause, ...logs]
        .filter(Boolean)
        .join('\n')
      return insufficient.test(details)
        ? new InsufficientFundsError({ cause: current, details })
        : new TransactionRejectedRpcError({ cause: current, details })
    }
    current = (current as { cause?: unknown }).cause
  }
  return error instanceof BaseError ? error : getProviderError(error)
}
