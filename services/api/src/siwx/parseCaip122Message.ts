import type { SiwxMessageFields } from './parseSiwxMessage.js'

/** CAIP-122 chain names of the first line, by CAIP-2 namespace. */
export const caip122ChainNames = {
  solana: 'Solana',
  bip122: 'Bitcoin',
} as const

export type Caip122Namespace = keyof typeof caip122ChainNames

const firstLine =
  /^(?:([a-zA-Z][a-zA-Z0-9+\-.]*):\/\/)?([a-zA-Z0-9+\-.]+(?::[0-9]{1,5})?) wants you to sign in with your (Solana|Bitcoin) account:$/
const dateTime =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

const namespaceOf = (chain: string): Caip122Namespace =>
  chain === 'Solana' ? 'solana' : 'bip122'

/** An RFC 3339 date-time (EIP-4361's form), else an invalid Date. */
const parseDate = (text: string) =>
  dateTime.test(text) ? new Date(text) : new Date(Number.NaN)

/**
 * Parses a CAIP-122 sign-in message of a Solana or Bitcoin account: the
 * EIP-4361 layout (the one `formatSiwxMessage` of @latch/core writes) with
 * "…sign in with your Solana account:" / "Bitcoin account:" and the CAIP-2
 * reference as `Chain ID`. Strict: every line in its place, nothing after
 * the last field. `undefined` when the text is not such a message; dates
 * that are not RFC 3339 come back as invalid Dates (the caller says so).
 *
 * @example
 * parseCaip122Message('app.example wants you to sign in with your Solana account:\n…')
 * // { domain: 'app.example', chainId: 'solana:5eykt4…', address: '…', … }
 */
export function parseCaip122Message(
  message: string,
): SiwxMessageFields | undefined {
  const lines = message.split('\n')
  const head = firstLine.exec(lines[0] ?? '')
  if (!head) return undefined
  const [, scheme, domain = '', chain = ''] = head
  const address = lines[1] ?? ''
  if (!address || lines[2] !== '') return undefined
  let at = 3
  let statement: string | undefined
  if (lines[at] !== '') {
    statement = lines[at]
    at++
    if (lines[at] !== '') return undefined
  }
  at++
  const take = (label: string, pattern = /^.+$/) => {
    const line = lines[at]
    if (!line?.startsWith(`${label}: `)) return undefined
    const value = line.slice(label.length + 2)
    if (!pattern.test(value)) return undefined
    at++
    return value
  }
  const uri = take('URI')
  const version = take('Version')
  const reference = take('Chain ID', /^[-_a-zA-Z0-9]{1,32}$/)
  const nonce = take('Nonce', /^[a-zA-Z0-9]{8,}$/)
  const issuedAt = take('Issued At')
  if (!uri || !version || !reference || !nonce || !issuedAt) return undefined
  const expirationTime = take('Expiration Time')
  const notBefore = take('Not Before')
  const requestId = take('Request ID', /^.*$/)
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    resources = []
    for (at++; lines[at]?.startsWith('- '); at++)
      resources.push((lines[at] ?? '').slice(2))
  }
  if (at !== lines.length) return undefined

  const fields: SiwxMessageFields = {
    namespace: namespaceOf(chain),
    domain,
    address,
    uri,
    version,
    chainId: `${namespaceOf(chain)}:${reference}`,
    nonce,
    issuedAt: parseDate(issuedAt),
  }
  if (scheme) fields.scheme = scheme
  if (statement) fields.statement = statement
  if (expirationTime) fields.expirationTime = parseDate(expirationTime)
  if (notBefore) fields.notBefore = parseDate(notBefore)
  if (requestId) fields.requestId = requestId
  if (resources?.length) fields.resources = resources
  return fields
}
