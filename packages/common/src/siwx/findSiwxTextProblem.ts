import { getEvmAddress } from '../address/getEvmAddress.js'
import { isRfc3339DateTime } from './isRfc3339DateTime.js'
import { isRfc3986Authority } from './isRfc3986Authority.js'
import { isRfc3986Uri } from './isRfc3986Uri.js'
import {
  pcharPattern,
  schemePattern,
  statementCharPattern,
} from './rfc3986Patterns.js'
import type { SiwxText, SiwxTextProblem } from './SiwxText.js'

const scheme = new RegExp(`^${schemePattern}$`)
const statement = new RegExp(`^${statementCharPattern}+$`)
const requestId = new RegExp(`^${pcharPattern}*$`)

const required = [
  'domain',
  'chain',
  'address',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
] as const
const optional = [
  'scheme',
  'statement',
  'expirationTime',
  'notBefore',
  'requestId',
] as const

const isEip55 = (address: string) => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  try {
    return getEvmAddress(address) === address
  } catch {
    return false
  }
}

/**
 * The first field of `text` that EIP-4361's grammar (CAIP-122's, for other
 * chains) refuses, or `undefined` when every field is well formed: scheme
 * and domain (RFC 3986 authority), the address (Ethereum: `0x` + 40 hex in
 * its EIP-55 checksum case; others: 1–128 CAIP-10 characters), a statement
 * of RFC 3986 reserved / unreserved characters and spaces (so no line
 * break), URIs by RFC 3986, version "1", the chain id (Ethereum: digits;
 * others: a CAIP-2 reference), a nonce of ≥ 8 letters and digits, RFC 3339
 * date-times that exist, a request id of `pchar`s. Shared by latch-api's
 * parser and the toolkit's formatters, so what one writes the other reads.
 *
 * @example
 * findSiwxTextProblem({ ...fields, statement: 'Hi\nURI: https://evil' })
 * // { field: 'statement', reason: '…' }
 */
export function findSiwxTextProblem(
  text: SiwxText,
): SiwxTextProblem | undefined {
  const problem = (field: SiwxTextProblem['field'], reason: string) => ({
    field,
    reason,
  })
  // Callers may hand over JSON: a missing or non-string field is refused,
  // never a TypeError.
  for (const field of required)
    if (typeof text[field] !== 'string')
      return problem(field, `${field} is required`)
  for (const field of optional)
    if (text[field] !== undefined && typeof text[field] !== 'string')
      return problem(field, `${field} must be a string`)
  if (
    text.resources !== undefined &&
    !(
      Array.isArray(text.resources) &&
      text.resources.every((r) => typeof r === 'string')
    )
  )
    return problem('resources', 'resources must be a list of URIs')
  const ethereum = text.chain === 'Ethereum'
  if (text.scheme !== undefined && !scheme.test(text.scheme))
    return problem('scheme', 'Scheme must be an RFC 3986 scheme')
  if (!isRfc3986Authority(text.domain))
    return problem('domain', 'Domain must be an RFC 3986 authority')
  if (!/^[A-Za-z0-9]+$/.test(text.chain))
    return problem('chain', 'Chain name must be letters and digits')
  if (
    ethereum
      ? !isEip55(text.address)
      : !/^[-.%a-zA-Z0-9]{1,128}$/.test(text.address)
  )
    return problem(
      'address',
      ethereum
        ? 'Address must be 0x and 40 hex digits in EIP-55 checksum case'
        : 'Address must be 1 to 128 CAIP-10 characters',
    )
  if (text.statement !== undefined && !statement.test(text.statement))
    return problem(
      'statement',
      'Statement must be one line of RFC 3986 reserved or unreserved characters and spaces',
    )
  if (!isRfc3986Uri(text.uri))
    return problem('uri', 'URI must be an RFC 3986 URI')
  if (text.version !== '1') return problem('version', 'Version must be 1')
  if (!(ethereum ? /^[0-9]+$/ : /^[-_a-zA-Z0-9]{1,32}$/).test(text.chainId))
    return problem(
      'chainId',
      ethereum
        ? 'Chain ID must be an EIP-155 chain id (digits)'
        : 'Chain ID must be a CAIP-2 reference',
    )
  if (!/^[A-Za-z0-9]{8,}$/.test(text.nonce))
    return problem('nonce', 'Nonce must be at least 8 letters and digits')
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = text[field]
    if (
      (field === 'issuedAt' || value !== undefined) &&
      !isRfc3339DateTime(value ?? '')
    )
      return problem(
        field,
        `${field} must be an RFC 3339 date-time that exists`,
      )
  }
  if (text.requestId !== undefined && !requestId.test(text.requestId))
    return problem('requestId', 'Request ID must be RFC 3986 pchars')
  if (text.resources?.some((resource) => !isRfc3986Uri(resource)))
    return problem('resources', 'Each resource must be an RFC 3986 URI')
  return undefined
}
