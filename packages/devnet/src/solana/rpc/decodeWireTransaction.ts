import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from './JsonRpcError.js'
import { readEncodedBytes } from './readParams.js'

/** Solana's packet limit for one transaction. */
const MAX_TRANSACTION_BYTES = 1232

/**
 * A wire transaction sent as a base58 or base64 string → kit's Transaction.
 * Anything else is an invalid-params error, as on Solana.
 */
export function decodeWireTransaction(
  data: unknown,
  encoding: 'base58' | 'base64',
): Transaction {
  if (typeof data !== 'string')
    throw invalidParams('Invalid params: the transaction must be a string')
  const bytes = readEncodedBytes(
    data,
    encoding,
    `invalid ${encoding} encoding of the transaction`,
  )
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw invalidParams(
      `${encoding} encoded solana_transaction::Transaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    )
  try {
    const [transaction, end] = getTransactionDecoder().read(bytes, 0)
    if (end !== bytes.length) throw new Error('trailing bytes')
    const [message, messageEnd] = getCompiledTransactionMessageDecoder().read(
      transaction.messageBytes,
      0,
    )
    if (messageEnd !== transaction.messageBytes.length)
      throw new Error('trailing message bytes')
    if (message.version === 1) throw new Error('v1')
    if (
      !('staticAccounts' in message) ||
      message.header.numSignerAccounts < 1 ||
      message.header.numSignerAccounts > message.staticAccounts.length
    )
      throw new Error('bad header')
    return transaction
  } catch {
    throw invalidParams(
      'failed to deserialize solana_transaction::versioned::VersionedTransaction',
    )
  }
}
