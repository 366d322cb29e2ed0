import { isSolanaTransactionBytes } from '@latch/solana/transactions'
import { isOffchainMessageApplicationDomain } from '@solana/kit'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { readSolanaMessage } from './readSolanaParams.js'

/** The default off-chain application domain: 32 zero bytes, in base58. */
const DEFAULT_APPLICATION_DOMAIN = '11111111111111111111111111111111'

/** A solana_signMessage request, checked. */
export type SolanaSignMessageRequest = {
  bytes: Uint8Array
  /** `offchain`: signed inside the off-chain message envelope (v0). */
  format: 'raw' | 'offchain'
  /** The envelope's application domain (base58 of 32 bytes). */
  applicationDomain: string
  /** Off-chain: the message as UTF-8 text. */
  text?: string
}

/** The refusal of message bytes that are (or start with) a transaction. */
export const SOLANA_MESSAGE_IS_TRANSACTION =
  'message is a Solana transaction, not a message: ask for solana_signTransaction instead'

/**
 * Reads solana_signMessage's `{ message, format?, applicationDomain? }`
 * and refuses, before the user is asked, message bytes whose signature
 * could authorise a transaction (`isSolanaTransactionBytes`: a compiled
 * legacy/v0 message, also with trailing bytes, or a wire transaction):
 * such a signature is the transaction's. `format: 'offchain'` asks for the
 * Solana off-chain message envelope (whose 0xff prefix is never a
 * transaction), `applicationDomain` its 32-byte domain in base58.
 */
export function readSolanaSignMessage(
  input: Record<string, unknown>,
): SolanaSignMessageRequest {
  const bytes = readSolanaMessage(input.message)
  const { format = 'raw', applicationDomain = DEFAULT_APPLICATION_DOMAIN } =
    input
  if (format !== 'raw' && format !== 'offchain')
    throw embeddedErrors.badRequest("format must be 'raw' or 'offchain'")
  if (format === 'raw') {
    if (isSolanaTransactionBytes(bytes))
      throw embeddedErrors.badRequest(SOLANA_MESSAGE_IS_TRANSACTION)
    return { bytes, format, applicationDomain: DEFAULT_APPLICATION_DOMAIN }
  }
  if (
    typeof applicationDomain !== 'string' ||
    !isOffchainMessageApplicationDomain(applicationDomain)
  )
    throw embeddedErrors.badRequest(
      'applicationDomain must be base58 of 32 bytes',
    )
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { bytes, format, applicationDomain, text }
  } catch {
    throw embeddedErrors.badRequest('an off-chain message must be UTF-8 text')
  }
}
