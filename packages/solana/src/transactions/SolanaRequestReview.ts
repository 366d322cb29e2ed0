import type { InvisibleCharactersWarning } from '@latch/common/describe'
import type { SolanaTransactionDescription } from './describeSolanaTransaction.js'

/** One balance a simulation changes (amounts in base units, decimal). */
export type SolanaBalanceChange = {
  account: string
  /** The signer's account, or a token account it owns. */
  user: boolean
  before: string
  after: string
} & (
  | { asset: 'SOL' }
  | {
      asset: 'token'
      mint: string
      owner: string
      /** The owner before, when the transaction changes it. */
      previousOwner?: string
      decimals?: number
    }
)

/** What a simulation of one transaction found, for the approval screen. */
export type SolanaSimulation =
  | { status: 'ok'; changes: SolanaBalanceChange[] }
  | { status: 'failed'; error: string }
  | { status: 'unavailable' }

/**
 * One transaction of a request: every instruction named
 * (`describeSolanaTransaction`) and, where a screen has one, what a
 * simulation changes; or why its bytes cannot be read.
 */
export type SolanaTransactionReview =
  | (Omit<SolanaTransactionDescription, 'writable' | 'version'> & {
      version?: SolanaTransactionDescription['version'] | undefined
      simulation?: SolanaSimulation | undefined
    })
  | { error: string }

/**
 * A solana_* request as an approval screen shows it, decoded from the
 * bytes that are signed (no display strings; JSON). The embedded-wallet
 * service sends it to the frame as its review.
 */
export type SolanaRequestReview = {
  namespace: 'solana'
  /** The signer the request names (`pubkey`), or the one that signs. */
  account?: string | undefined
  /** solana_signMessage: the text, invisible characters revealed; absent for binary. */
  text?: string | undefined
  /** solana_signMessage: the bytes in hex (no 0x). */
  hex?: string | undefined
  /** solana_signMessage inside the off-chain message envelope. */
  format?: 'offchain' | undefined
  /** solana_signMessage: why the message cannot be read. */
  error?: string | undefined
  transactions?: SolanaTransactionReview[] | undefined
  /** solana_signAndSendTransaction's preflight commitment. */
  preflightCommitment?: string | undefined
  warnings?: InvisibleCharactersWarning[] | undefined
}
