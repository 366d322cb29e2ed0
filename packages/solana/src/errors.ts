import { BaseError } from '@latch/common'

export type SolanaWalletAnswerErrorType = SolanaWalletAnswerError & {
  name: 'SolanaWalletAnswerError'
}
/** A Solana wallet answered a request with something that is not its result. */
export class SolanaWalletAnswerError extends BaseError {
  override name = 'SolanaWalletAnswerError'
  constructor(method: string, details: string) {
    super('The wallet answered in an unexpected form.', {
      docsPath: '/core/solana',
      metaMessages: [`Request: ${method}.`],
      details,
    })
  }
}

export type SolanaTransactionFailedErrorType = SolanaTransactionFailedError & {
  name: 'SolanaTransactionFailedError'
}
/** The cluster processed the transaction and it failed. */
export class SolanaTransactionFailedError extends BaseError {
  override name = 'SolanaTransactionFailedError'
  constructor(signature: string, error: unknown) {
    super('The transaction failed on the chain.', {
      docsPath: '/core/solana',
      metaMessages: [`Signature: ${signature}.`],
      details: safeJson(error),
    })
  }
}

function safeJson(value: unknown): string {
  try {
    // As the node sent it: kit reads every integer as a bigint.
    return JSON.stringify(value, (_, v) =>
      typeof v === 'bigint'
        ? v <= BigInt(Number.MAX_SAFE_INTEGER)
          ? Number(v)
          : v.toString()
        : v,
    )
  } catch {
    return String(value)
  }
}

export type InvalidSolanaTokenErrorType = InvalidSolanaTokenError & {
  name: 'InvalidSolanaTokenError'
}
/** A balance entry whose address is not a Solana mint. */
export class InvalidSolanaTokenError extends BaseError {
  override name = 'InvalidSolanaTokenError'
  constructor(address: string) {
    super('Invalid token', {
      docsPath: '/core/solana',
      metaMessages: [`"${address}" is not a Solana mint address.`],
    })
  }
}
