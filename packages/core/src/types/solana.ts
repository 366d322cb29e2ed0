import type { CaipNetworkId } from '@latch/common'

/** Solana preflight commitments a send may ask for (SPEC §5). */
export type SolanaCommitment =
  | 'processed'
  | 'confirmed'
  | 'finalized'
  | 'recent'
  | 'single'
  | 'singleGossip'
  | 'root'
  | 'max'

/** Options of a signed transaction's broadcast. */
export type SolanaSendOptions = {
  readonly preflightCommitment?: SolanaCommitment | undefined
  readonly skipPreflight?: boolean | undefined
  readonly maxRetries?: number | undefined
  readonly minContextSlot?: number | undefined
}

/**
 * What a Solana wallet offers, whatever its transport: the Wallet Standard
 * `solana:` features of an injected wallet, or WalletConnect's solana
 * namespace (solana_signMessage, …). Transactions travel as wire bytes
 * (the serialised, possibly partly signed transaction); `account` is the
 * base58 address that signs; `chain` the CAIP-2 id of the cluster.
 * Each call rejects with a typed provider error (4001 when the person
 * declines).
 */
export type SolanaProvider = {
  /** The ed25519 signature (64 bytes) of `message`. */
  signMessage(parameters: {
    readonly message: Uint8Array
    readonly account: string
  }): Promise<Uint8Array>
  /** The transaction with the account's signature added, as wire bytes. */
  signTransaction(parameters: {
    readonly transaction: Uint8Array
    readonly account: string
    readonly chain: CaipNetworkId
  }): Promise<Uint8Array>
  /** Every transaction signed, in order, as wire bytes. */
  signAllTransactions(parameters: {
    readonly transactions: readonly Uint8Array[]
    readonly account: string
    readonly chain: CaipNetworkId
  }): Promise<Uint8Array[]>
  /** Signs and broadcasts; resolves with the transaction's first signature. */
  signAndSendTransaction(parameters: {
    readonly transaction: Uint8Array
    readonly account: string
    readonly chain: CaipNetworkId
    readonly options?: SolanaSendOptions | undefined
  }): Promise<{ readonly signature: Uint8Array }>
}
