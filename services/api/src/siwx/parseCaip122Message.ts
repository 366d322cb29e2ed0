import type { ApiError } from '../errors/ApiError.js'
import { parseSiwxMessage, type SiwxMessageFields } from './parseSiwxMessage.js'

/**
 * Parses a CAIP-122 sign-in message of a Solana or Bitcoin account: the
 * EIP-4361 layout (the one `formatSiwxMessage` of @latch/core writes) with
 * "…sign in with your Solana account:" / "Bitcoin account:" and the CAIP-2
 * reference as `Chain ID`, read by the same strict grammar as EIP-4361
 * (`parseSiwxMessage`). `undefined` when the text is not such a message.
 *
 * @example
 * parseCaip122Message('app.example wants you to sign in with your Solana account:\n…')
 * // { domain: 'app.example', chainId: 'solana:5eykt4…', address: '…', … }
 */
export function parseCaip122Message(
  message: string,
): SiwxMessageFields | undefined {
  try {
    const fields = parseSiwxMessage(message)
    return fields.namespace === 'eip155' ? undefined : fields
  } catch (error) {
    if ((error as ApiError).code === 'SIWX_INVALID_MESSAGE') return undefined
    throw error
  }
}
