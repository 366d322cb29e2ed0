import { parseSiwxText } from '@latch/common'
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

/** The CAIP-2 namespace of each chain name a first line may give. */
const namespaces: Readonly<Record<string, SiwxNamespace>> = {
  Ethereum: 'eip155',
  Solana: 'solana',
  Bitcoin: 'bip122',
}

/**
 * Reads a sign-in message by EIP-4361's grammar, strictly (`parseSiwxText`
 * of @latch/common, the grammar the toolkit's formatter checks too): every
 * line in its place, optional fields only in their order and once, EIP-55
 * addresses, RFC 3986 URIs, RFC 3339 date-times that exist. "…your
 * Ethereum account:" is EIP-4361; "Solana" and "Bitcoin" are CAIP-122 with
 * the CAIP-2 reference as `Chain ID`. Throws 400 `SIWX_INVALID_MESSAGE`
 * naming the first field refused.
 *
 * @example
 * parseSiwxMessage(text).chainId // 'eip155:31337'
 */
export function parseSiwxMessage(message: string): SiwxMessageFields {
  const { text, problem } = parseSiwxText(message)
  if (problem)
    throw siwxError(
      'SIWX_INVALID_MESSAGE',
      `Not an EIP-4361 / CAIP-122 sign-in message: ${problem.reason}`,
    )
  const namespace = namespaces[text.chain]
  if (!namespace)
    throw siwxError(
      'SIWX_INVALID_MESSAGE',
      `Sign-in with a ${text.chain} account is not supported`,
    )
  const fields: SiwxMessageFields = {
    namespace,
    domain: text.domain,
    address: text.address,
    uri: text.uri,
    version: text.version,
    chainId: `${namespace}:${text.chainId}`,
    nonce: text.nonce,
    issuedAt: new Date(text.issuedAt),
  }
  if (text.scheme !== undefined) fields.scheme = text.scheme
  if (text.statement !== undefined) fields.statement = text.statement
  if (text.expirationTime !== undefined)
    fields.expirationTime = new Date(text.expirationTime)
  if (text.notBefore !== undefined) fields.notBefore = new Date(text.notBefore)
  if (text.requestId !== undefined) fields.requestId = text.requestId
  if (text.resources?.length) fields.resources = [...text.resources]
  return fields
}
