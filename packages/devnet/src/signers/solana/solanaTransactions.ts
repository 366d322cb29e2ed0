import {
  assertSignedSolanaTransaction,
  InvalidSolanaTransactionError,
} from '@latch/solana/transactions'
import {
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from '../invalidParams.js'

/**
 * The transaction in `value` (base64 wire bytes), checked against SPEC §5
 * (at least 100 bytes, room for its signatures) and decoded with
 * @solana/kit.
 *
 * @throws {ProviderRpcError} -32602 when it is not one
 */
export function decodeSolanaTransaction(value: unknown): Transaction {
  if (typeof value !== 'string' || !value)
    throw invalidParams('expected a base64 transaction')
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(getBase64Encoder().encode(value))
  } catch {
    throw invalidParams('transaction is not base64')
  }
  try {
    assertSignedSolanaTransaction(bytes)
    return getTransactionDecoder().decode(bytes)
  } catch (error) {
    if (error instanceof InvalidSolanaTransactionError)
      throw invalidParams(error.message)
    throw invalidParams(`not a Solana transaction: ${(error as Error).message}`)
  }
}

/** Base64 wire bytes of `transaction`. */
export const encodeSolanaTransaction = (transaction: Transaction): string =>
  getBase64Decoder().decode(getTransactionEncoder().encode(transaction))

/**
 * Adds the signature of `keyPair` (whose address is `address`) to
 * `transaction` with @solana/kit; other signers' slots stay as they are.
 * Returns the transaction and the new signature (base58).
 *
 * @throws {ProviderRpcError} -32602 when the account is not a signer of it
 */
export async function signSolanaTransaction(
  transaction: Transaction,
  keyPair: CryptoKeyPair,
  address: string,
): Promise<{ transaction: Transaction; signature: string }> {
  if (!(address in transaction.signatures))
    throw invalidParams(
      `the transaction does not need a signature of ${address}`,
    )
  const signed = await partiallySignTransaction([keyPair], transaction)
  const signature = signed.signatures[address as keyof typeof signed.signatures]
  if (!signature) throw invalidParams('signing produced no signature')
  return {
    transaction: signed,
    signature: getBase58Decoder().decode(signature),
  }
}
