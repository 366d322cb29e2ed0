import {
  type Address,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'

/**
 * Puts `signature` into `account`'s signature slot of a transaction's wire
 * bytes (for wallets that answer a signing request with the signature
 * alone). Returns the new wire bytes, or undefined when the transaction
 * cannot be read or `account` is not one of its signers.
 */
export function addSignature(
  transaction: Uint8Array,
  account: string,
  signature: Uint8Array,
): Uint8Array | undefined {
  try {
    const decoded = getTransactionDecoder().decode(transaction)
    if (!(account in decoded.signatures)) return undefined
    const signed = {
      ...decoded,
      signatures: {
        ...decoded.signatures,
        [account as Address]: signature as SignatureBytes,
      },
    }
    return new Uint8Array(getTransactionEncoder().encode(signed))
  } catch {
    return undefined
  }
}
