import { base58, base64 } from '@scure/base'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { SOLANA_TRANSACTION_MAX_BYTES } from './signSolanaTransaction.js'

/** Longest base58 message accepted (base58 decoding is quadratic). */
const SOLANA_MESSAGE_MAX_CHARS = 8_192
/** Most transactions one solana_signAllTransactions signs. */
const SOLANA_SIGN_ALL_MAX = 32

const BASE64_MAX_CHARS = Math.ceil(SOLANA_TRANSACTION_MAX_BYTES / 3) * 4

/** The params object of a solana_* call (WalletConnect shape). */
export function solanaParams(params: unknown): Record<string, unknown> {
  const value = Array.isArray(params) ? params[0] : params
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw embeddedErrors.badRequest('params must be an object')
  return value as Record<string, unknown>
}

/** `pubkey`, when given, must be the session's Solana address. */
export function checkPubkey(params: Record<string, unknown>, address: string) {
  if (params.pubkey !== undefined && params.pubkey !== address)
    throw embeddedErrors.badRequest('pubkey is not the account of this session')
}

const codecs = { base58, base64 }

/**
 * The bytes of `value`, a non-empty string of at most `maxChars` in
 * `encoding`; 400 '{field} must be {encoding} of at most {limit}' or
 * '{field} is not {encoding}' otherwise.
 */
function decodeParam(
  value: unknown,
  field: string,
  encoding: keyof typeof codecs,
  { maxChars, limit }: { maxChars: number; limit: string },
): Uint8Array {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > maxChars
  )
    throw embeddedErrors.badRequest(
      `${field} must be ${encoding} of at most ${limit}`,
    )
  try {
    return codecs[encoding].decode(value)
  } catch {
    throw embeddedErrors.badRequest(`${field} is not ${encoding}`)
  }
}

/** The bytes of a base58 message (1 to 8192 characters). */
export function readSolanaMessage(value: unknown): Uint8Array {
  return decodeParam(value, 'message', 'base58', {
    maxChars: SOLANA_MESSAGE_MAX_CHARS,
    limit: `${SOLANA_MESSAGE_MAX_CHARS} characters`,
  })
}

/** The bytes of a base64 wire transaction (at most 1232 bytes). */
export function readSolanaTransaction(value: unknown): Uint8Array {
  return decodeParam(value, 'transaction', 'base64', {
    maxChars: BASE64_MAX_CHARS,
    limit: `${SOLANA_TRANSACTION_MAX_BYTES} bytes`,
  })
}

/** The list of base64 transactions of solana_signAllTransactions. */
export function readSolanaTransactions(value: unknown): Uint8Array[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > SOLANA_SIGN_ALL_MAX
  )
    throw embeddedErrors.badRequest(
      `transactions must list 1–${SOLANA_SIGN_ALL_MAX} base64 transactions`,
    )
  return value.map(readSolanaTransaction)
}

export const toBase58 = (bytes: Uint8Array) => base58.encode(bytes)
export const toBase64 = (bytes: Uint8Array) => base64.encode(bytes)
