import { getTypesForEIP712Domain, hashTypedData } from 'viem'
import type {
  EvmTypedDataReview,
  ReviewField,
  ReviewWarning,
} from '../../embeddedProtocol/review.js'
import { UNLIMITED_APPROVAL_THRESHOLD } from '../../evm/decodeEvmCall.js'
import { revealInvisibleCharacters } from '../../format/revealInvisibleCharacters.js'

type TypeField = { name: string; type: string }

/** An eth_signTypedData_v4 payload, parsed: what is signed. */
export type TypedDataRequest = {
  types: Record<string, TypeField[]>
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}

const MAX_FIELDS = 500
const MAX_DEPTH = 8
const MAX_VALUE = 2_000
// Permit2 amounts are uint160: at or above 2^159 is "unlimited".
const PERMIT2_UNLIMITED = 2n ** 159n

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const record = (value: unknown) => (isRecord(value) ? value : {})

const big = (value: unknown): bigint | undefined => {
  try {
    return typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'bigint'
      ? BigInt(value)
      : undefined
  } catch {
    return undefined
  }
}

/** A leaf value as text: strings as they are, anything else as JSON. */
const plain = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'bigint'
      ? value.toString()
      : (JSON.stringify(value) ?? '')

const refused = (
  reason: 'unreadable' | 'invalid' | 'tooLarge',
  detail: string,
  primaryType = '',
): { review: EvmTypedDataReview } => ({
  review: {
    namespace: 'eip155',
    kind: 'typedData',
    primaryType,
    domain: [],
    fields: [],
    warnings: [{ kind: 'typedDataRefused', reason, detail }],
  },
})

export type DescribeEvmTypedDataOptions = {
  /** The chain in use: a domain for another one warns. */
  chainId: number
  /**
   * Drop the payload's EIP712Domain type, so the signer derives it from the
   * domain's fields (the embedded-wallet service signs so).
   * @default false
   */
  deriveDomainType?: boolean | undefined
}

/**
 * Parses an eth_signTypedData_v4 payload (a JSON string or an object) and
 * describes it as viem signs it: the domain by the EIP712Domain type the
 * payload declares (else, or with `deriveDomainType`, the one viem derives
 * from the domain's fields), the primary type, and exactly the fields of
 * `types[primaryType]`,
 * nested structs and arrays included — `message` fields outside the type
 * are not signed, not shown, and counted (`ignoredFields`). Values, names
 * and types reveal invisible characters (`invisibleCharacters`). Warns on an EIP-2612
 * Permit or a Permit2 approval for an unlimited amount and on a domain of
 * another chain than `chainId`. What must not be signed comes with a
 * `typedDataRefused` warning and no `typedData`: not EIP-712 JSON,
 * EIP712Domain as primary type (a bare domain separator), what viem's
 * `hashTypedData` refuses, more than 500 fields or 8 levels.
 *
 * @example
 * describeEvmTypedData(json, { chainId: 1 }).review.fields
 * // [{ name: 'to', type: 'Person', fields: [{ name: 'wallet', … }] }, …]
 */
export function describeEvmTypedData(
  data: unknown,
  { chainId, deriveDomainType = false }: DescribeEvmTypedDataOptions,
): { typedData?: TypedDataRequest; review: EvmTypedDataReview } {
  let parsed: unknown = data
  if (typeof data === 'string')
    try {
      parsed = JSON.parse(data)
    } catch {
      return refused('unreadable', 'typedData is not JSON')
    }
  const { types, primaryType, domain, message } = record(parsed)
  if (typeof primaryType !== 'string' || !isRecord(types) || !isRecord(message))
    return refused(
      'unreadable',
      'typedData needs types, primaryType and message',
    )
  const { EIP712Domain: _, ...rest } = types
  const typedData = {
    types: (deriveDomainType ? rest : types) as TypedDataRequest['types'],
    primaryType,
    domain: record(domain),
    message,
  }
  // What viem hashes: the payload's EIP712Domain, else one from the domain.
  const structs: Record<string, unknown> = {
    EIP712Domain: getTypesForEIP712Domain({ domain: typedData.domain }),
    ...typedData.types,
  }
  const membersOf = (type: string) => {
    const members = structs[type]
    return Array.isArray(members)
      ? (members.filter(
          (m) =>
            isRecord(m) &&
            typeof m.name === 'string' &&
            typeof m.type === 'string',
        ) as TypeField[])
      : undefined
  }
  if (!membersOf(primaryType))
    return refused('invalid', 'typedData: primaryType is not in types')
  // A bare domain separator is refused below, with its fields shown.
  if (primaryType !== 'EIP712Domain')
    try {
      hashTypedData(typedData as never)
    } catch (cause) {
      return refused(
        'invalid',
        `typedData: ${(cause as Error).message.split('\n')[0]}`,
        primaryType,
      )
    }
  let count = 0
  let ignored = 0
  let invisible = 0
  let tooLarge = false
  // Names and types come from the page too: revealed like values.
  const reveal = (raw: string) => {
    const { text, count: found } = revealInvisibleCharacters(raw)
    invisible += found
    return text
  }
  const show = (value: unknown) => {
    const text = reveal(plain(value))
    return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text
  }
  const field = (
    name: string,
    type: string,
    value: unknown,
    depth: number,
  ): ReviewField => {
    if (++count > MAX_FIELDS || depth > MAX_DEPTH) {
      tooLarge = true
      return { name, type, value: '…' }
    }
    const named = { name: reveal(name), type: reveal(type) }
    const array = /^(.*)\[\d*\]$/.exec(type)
    if (array?.[1] !== undefined) {
      const items = Array.isArray(value) ? value : []
      return {
        ...named,
        fields: items.map((item, i) =>
          field(`${name}[${i}]`, array[1] as string, item, depth + 1),
        ),
      }
    }
    if (membersOf(type))
      return { ...named, fields: fields(type, value, depth + 1) }
    return { ...named, value: show(value) }
  }
  const fields = (type: string, value: unknown, depth: number) => {
    const members = membersOf(type) ?? []
    const object = record(value)
    const known = new Set(members.map((m) => m.name))
    ignored += Object.keys(object).filter((key) => !known.has(key)).length
    return members.map((m) => field(m.name, m.type, object[m.name], depth))
  }
  const shown = fields(primaryType, message, 0)
  const domainFields = (membersOf('EIP712Domain') ?? []).map((m) => ({
    name: reveal(m.name),
    type: reveal(m.type),
    value: show(typedData.domain[m.name]),
  }))
  if (tooLarge)
    return refused('tooLarge', 'typedData is too large to review', primaryType)
  const warnings: ReviewWarning[] = []
  const review: EvmTypedDataReview = {
    namespace: 'eip155',
    kind: 'typedData',
    primaryType: reveal(primaryType),
    domain: domainFields,
    fields: shown,
    warnings,
  }
  if (primaryType === 'EIP712Domain')
    warnings.push({
      kind: 'typedDataRefused',
      reason: 'domain',
      detail: 'typedData primaryType must not be EIP712Domain',
    })
  const msg = typedData.message
  const spender = String(msg.spender)
  if (
    primaryType === 'Permit' &&
    (big(msg.value) ?? 0n) >= UNLIMITED_APPROVAL_THRESHOLD
  )
    warnings.push({
      kind: 'unlimitedApproval',
      token: String(typedData.domain.verifyingContract ?? ''),
      spender,
    })
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const details = Array.isArray(msg.details) ? msg.details : [msg.details]
    for (const d of details)
      if ((big(record(d).amount) ?? 0n) >= PERMIT2_UNLIMITED)
        warnings.push({
          kind: 'unlimitedApproval',
          token: String(record(d).token),
          spender,
        })
  }
  const signedFor = big(typedData.domain.chainId)
  if (signedFor !== undefined && signedFor !== BigInt(chainId))
    warnings.push({
      kind: 'otherChain',
      signedFor: Number(signedFor),
      current: chainId,
    })
  if (ignored > 0) warnings.push({ kind: 'ignoredFields', count: ignored })
  if (invisible > 0)
    warnings.push({ kind: 'invisibleCharacters', count: invisible })
  return primaryType === 'EIP712Domain' ? { review } : { typedData, review }
}
