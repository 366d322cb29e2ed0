import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'

/** Whether `read` takes a value from the start of `bytes` without throwing. */
function readsPrefix(read: () => unknown): boolean {
  try {
    read()
    return true
  } catch {
    return false
  }
}

/**
 * Whether a signature over `bytes` could authorise a Solana transaction:
 * they start with a compiled transaction message (legacy, v0 or any later
 * version @solana/kit decodes), trailing bytes or not, or they are a whole
 * wire transaction. A transaction's signatures are ed25519 over its
 * message bytes, so a wallet that signs such "message" bytes signs the
 * transaction; and a validator that tolerates trailing bytes after the
 * message verifies the signature over all of them, so any prefix counts.
 * Decoded with @solana/kit's codecs (never a parser of our own); what they
 * accept is a superset of what the runtime executes, so nothing executable
 * slips through. Off-chain message envelopes ("\xffsolana offchain…") are
 * never transactions (version byte 0xff).
 *
 * @example
 * isSolanaTransactionBytes(compiledTransaction.messageBytes) // true
 * isSolanaTransactionBytes(new TextEncoder().encode('Sign in')) // false
 */
export function isSolanaTransactionBytes(bytes: Uint8Array): boolean {
  return (
    readsPrefix(() => getCompiledTransactionMessageDecoder().read(bytes, 0)) ||
    readsPrefix(() => getTransactionDecoder().decode(bytes))
  )
}
