import { defineError } from '@latch/common'

const docsPath = '/core/solana'

export type SolanaWalletAnswerErrorType = SolanaWalletAnswerError
/** A Solana wallet answered a request with something that is not its result. */
export class SolanaWalletAnswerError extends defineError(
  'SolanaWalletAnswerError',
  (method: string, details: string) => ({
    shortMessage: 'The wallet answered in an unexpected form.',
    docsPath,
    metaMessages: [`Request: ${method}.`],
    details,
  }),
) {}

export type SolanaTransactionFailedErrorType = SolanaTransactionFailedError
/** The cluster processed the transaction and it failed. */
export class SolanaTransactionFailedError extends defineError(
  'SolanaTransactionFailedError',
  (signature: string, error: unknown) => ({
    shortMessage: 'The transaction failed on the chain.',
    docsPath,
    metaMessages: [`Signature: ${signature}.`],
    details: safeJson(error),
  }),
) {}

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

export type InvalidSolanaTokenErrorType = InvalidSolanaTokenError
/** A balance entry whose address is not a Solana mint. */
export class InvalidSolanaTokenError extends defineError(
  'InvalidSolanaTokenError',
  (address: string) => ({
    shortMessage: 'Invalid token',
    docsPath,
    metaMessages: [`"${address}" is not a Solana mint address.`],
  }),
) {}
