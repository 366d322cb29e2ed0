import {
  type Address,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { SolanaSigner } from './loadSolanaSigner.js'

/** A Solana packet's limit: no valid transaction is longer. */
export const SOLANA_TRANSACTION_MAX_BYTES = 1232

/**
 * Adds the user's signature to a wire transaction (@solana/kit codecs):
 * the transaction must decode, and its fee payer (first account) must be
 * the user's key, so the wallet never pays for, nor signs as a side signer
 * of, a transaction it did not build for itself. Other signers' slots
 * stay as they came. Anything else → 400. Returns the signed wire bytes
 * and the user's signature (the transaction id).
 */
export function signSolanaTransaction(
  wire: Uint8Array,
  signer: SolanaSigner,
): { wire: Uint8Array; signature: Uint8Array } {
  let transaction: ReturnType<
    ReturnType<typeof getTransactionDecoder>['decode']
  >
  let feePayer: string | undefined
  try {
    transaction = getTransactionDecoder().decode(wire)
    feePayer = getCompiledTransactionMessageDecoder().decode(
      transaction.messageBytes,
    ).staticAccounts[0]
  } catch {
    throw embeddedErrors.badRequest('transaction is not a Solana transaction')
  }
  if (feePayer !== signer.address)
    throw embeddedErrors.badRequest(
      'the fee payer of the transaction is not the account of this session',
    )
  const signature = signer.sign(
    new Uint8Array(transaction.messageBytes),
  ) as SignatureBytes
  const signatures = {
    ...transaction.signatures,
    [signer.address as Address]: signature,
  }
  return {
    wire: new Uint8Array(
      getTransactionEncoder().encode({ ...transaction, signatures }),
    ),
    // The fee payer's signature is the transaction's id.
    signature,
  }
}
