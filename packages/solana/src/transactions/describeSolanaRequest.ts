import {
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { describeSolanaMessage } from './describeSolanaMessage.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'
import type {
  SolanaRequestReview,
  SolanaTransactionReview,
} from './SolanaRequestReview.js'

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** Bytes as given (Wallet Standard) or decoded from a JSON-RPC string. */
function bytesOf(
  value: unknown,
  encoder: { encode(text: string): ArrayLike<number> },
) {
  if (value instanceof Uint8Array) return value
  if (typeof value !== 'string' || value === '')
    throw new TypeError(`expected bytes, got ${typeof value}`)
  return new Uint8Array(encoder.encode(value))
}

const reason = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/** A wire transaction's message, described; why not when it cannot be. */
function describeWire(value: unknown): SolanaTransactionReview {
  try {
    const wire = bytesOf(value, getBase64Encoder())
    const { messageBytes } = getTransactionDecoder().decode(wire)
    const { writable: _, ...described } = describeSolanaTransaction(
      new Uint8Array(messageBytes),
    )
    return described
  } catch (error) {
    return { error: reason(error) }
  }
}

/**
 * The Solana describer of approval screens: what a solana_* request signs,
 * decoded from the bytes that are signed — solana_signMessage's message
 * (base58, or bytes from a Wallet Standard call: `describeSolanaMessage`),
 * each transaction of solana_signTransaction,
 * solana_signAndSendTransaction and solana_signAllTransactions (base64, or
 * bytes: fee payer and every instruction named, `describeSolanaTransaction`)
 * and the preflight commitment of a send; the `pubkey` it names. Never
 * throws: what cannot be read says why (`error`). Structured only:
 * `wordSolanaReview` words it.
 *
 * @example
 * describeSolanaRequest('solana_signTransaction', { transaction: base64 })
 * // { namespace: 'solana', transactions: [{ feePayer, instructions: [...] }] }
 */
export function describeSolanaRequest(
  method: string,
  params: unknown,
): SolanaRequestReview {
  const input = record(Array.isArray(params) ? params[0] : params)
  const review: SolanaRequestReview = {
    namespace: 'solana',
    ...(typeof input.pubkey === 'string' && { account: input.pubkey }),
  }
  switch (method) {
    case 'solana_signMessage':
      try {
        return {
          ...review,
          ...describeSolanaMessage(bytesOf(input.message, getBase58Encoder())),
        }
      } catch (error) {
        return { ...review, error: reason(error) }
      }
    case 'solana_signAllTransactions': {
      const list = Array.isArray(input.transactions) ? input.transactions : []
      return { ...review, transactions: list.map(describeWire) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const commitment = record(input.sendOptions).preflightCommitment
      return {
        ...review,
        transactions: [describeWire(input.transaction)],
        ...(method === 'solana_signAndSendTransaction' &&
          typeof commitment === 'string' &&
          commitment !== '' && { preflightCommitment: commitment }),
      }
    }
  }
  return review
}
