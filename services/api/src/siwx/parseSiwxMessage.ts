import { parseSiweMessage } from 'viem/siwe'
import { parseCaip122Message } from './parseCaip122Message.js'
import { siwxError } from './siwxErrors.js'

/** Namespaces whose sign-in messages the API reads. */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

/** A sign-in message's fields, the same for every namespace. */
export type SiwxMessageFields = {
  namespace: SiwxNamespace
  scheme?: string
  domain: string
  /** As written in the message (case kept). */
  address: string
  statement?: string
  uri: string
  version: string
  /** CAIP-2, e.g. `eip155:1`, `solana:5eykt4…`, `bip122:000000000019d…`. */
  chainId: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

const required =
  'domain, address, URI, Version, Chain ID, Nonce and Issued At are required'

/**
 * Reads a sign-in message: EIP-4361 with viem's `parseSiweMessage` for
 * Ethereum accounts, CAIP-122 (`parseCaip122Message`) for Solana and
 * Bitcoin ones. Throws 400 `SIWX_INVALID_MESSAGE` when a required field
 * is missing; dates may still be invalid (checked by `checkSiwxMessage`).
 *
 * @example
 * parseSiwxMessage(text).chainId // 'eip155:31337'
 */
export function parseSiwxMessage(message: string): SiwxMessageFields {
  const firstLine = message.slice(0, message.indexOf('\n'))
  if (
    !firstLine.endsWith(' wants you to sign in with your Ethereum account:')
  ) {
    const fields = parseCaip122Message(message)
    if (!fields)
      throw siwxError(
        'SIWX_INVALID_MESSAGE',
        `Not an EIP-4361 or CAIP-122 sign-in message: ${required}`,
      )
    return fields
  }
  const parsed = parseSiweMessage(message)
  const { address, domain, uri, version, chainId, nonce, issuedAt } = parsed
  if (!address || !domain || !uri || !version || !chainId || !nonce)
    throw siwxError(
      'SIWX_INVALID_MESSAGE',
      `Not an EIP-4361 message: ${required}`,
    )
  if (!issuedAt)
    throw siwxError('SIWX_INVALID_MESSAGE', 'Issued At is required')
  const fields: SiwxMessageFields = {
    namespace: 'eip155',
    domain,
    address,
    uri,
    version,
    chainId: `eip155:${chainId}`,
    nonce,
    issuedAt,
  }
  if (parsed.scheme) fields.scheme = parsed.scheme
  if (parsed.statement) fields.statement = parsed.statement
  if (parsed.expirationTime) fields.expirationTime = parsed.expirationTime
  if (parsed.notBefore) fields.notBefore = parsed.notBefore
  if (parsed.requestId) fields.requestId = parsed.requestId
  if (parsed.resources?.length) fields.resources = parsed.resources
  return fields
}
