import {
  revealInvisibleCharacters,
  UNLIMITED_APPROVAL_THRESHOLD,
} from '@latch/common'
import type {
  EvmTypedDataReview,
  ReviewField,
  ReviewWarning,
} from '@latch/common/embedded-protocol'
import { hashTypedData } from 'viem'
import { embeddedErrors } from '../http/EmbeddedError.js'

type TypeField = { name: string; type: string }
type Types = Record<string, TypeField[]>
/** A typed-data request, as stored and signed. */
export type TypedDataRequest = {
  types: Types
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}

const MAX_FIELDS = 500
const MAX_DEPTH = 8
// Permit2 amounts are uint160: at or above 2^159 is "unlimited".
const PERMIT2_UNLIMITED = 2n ** 159n
const DOMAIN_ORDER = ['name', 'version', 'chainId', 'verifyingContract', 'salt']

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

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

/**
 * Parses and checks an eth_signTypedData_v4 payload (a JSON string or an
 * object; viem's `hashTypedData` must accept it; primaryType
 * 'EIP712Domain' is refused, 400) and describes it for the screen: the
 * domain, and exactly the fields of types[primaryType] (nested structs and
 * arrays), since viem signs only those. `message` fields outside the type
 * are not shown; the `ignoredFields` warning counts them. Text values
 * reveal invisible characters; EIP-2612 Permit and Permit2 with unlimited
 * amounts, and a domain for another chain, warn.
 */
export function describeTypedData(
  data: unknown,
  { chainId }: { chainId: number },
): { typedData: TypedDataRequest; review: EvmTypedDataReview } {
  let parsed: unknown = data
  try {
    if (typeof data === 'string') parsed = JSON.parse(data)
  } catch {
    throw embeddedErrors.badRequest('typedData is not JSON')
  }
  const { types, primaryType, domain, message } = record(parsed)
  if (
    typeof primaryType !== 'string' ||
    typeof types !== 'object' ||
    types === null ||
    typeof message !== 'object' ||
    message === null
  )
    throw embeddedErrors.badRequest(
      'typedData needs types, primaryType and message',
    )
  if (primaryType === 'EIP712Domain')
    throw embeddedErrors.badRequest(
      'typedData primaryType must not be EIP712Domain',
    )
  const { EIP712Domain: _, ...rest } = types as Types
  const typedData = {
    types: rest,
    primaryType,
    domain: record(domain),
    message: message as Record<string, unknown>,
  }
  if (!Array.isArray(rest[primaryType]))
    throw embeddedErrors.badRequest('typedData: primaryType is not in types')
  try {
    hashTypedData(typedData as never)
  } catch (cause) {
    throw embeddedErrors.badRequest(
      `typedData: ${(cause as Error).message.split('\n')[0]}`,
    )
  }
  let count = 0
  let ignored = 0
  let invisible = 0
  const show = (value: unknown) => {
    const raw =
      typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
    const { text, count: found } = revealInvisibleCharacters(raw)
    invisible += found
    return text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text
  }
  const field = (
    name: string,
    type: string,
    value: unknown,
    depth: number,
  ): ReviewField => {
    if (++count > MAX_FIELDS || depth > MAX_DEPTH)
      throw embeddedErrors.badRequest('typedData is too large to review')
    const array = /^(.*)\[\d*\]$/.exec(type)
    if (array?.[1] !== undefined) {
      const items = Array.isArray(value) ? value : []
      return {
        name,
        type,
        fields: items.map((item, i) =>
          field(`${name}[${i}]`, array[1] as string, item, depth + 1),
        ),
      }
    }
    const struct = rest[type]
    if (struct) return { name, type, fields: fields(type, value, depth + 1) }
    return { name, type, value: show(value) }
  }
  const fields = (type: string, value: unknown, depth: number) => {
    const members = rest[type] ?? []
    const object = record(value)
    const known = new Set(members.map((m) => m.name))
    ignored += Object.keys(object).filter((key) => !known.has(key)).length
    return members.map((m) => field(m.name, m.type, object[m.name], depth))
  }
  const shown = fields(primaryType, message, 0)
  // viem signs the domain fields it finds, in this order, whatever
  // EIP712Domain the caller listed: show those.
  const domainFields = DOMAIN_ORDER.filter(
    (key) => typedData.domain[key] !== undefined,
  ).map((name) => ({ name, type: '', value: show(typedData.domain[name]) }))
  const warnings: ReviewWarning[] = []
  const msg = typedData.message
  const token = String(typedData.domain.verifyingContract ?? '')
  if (
    primaryType === 'Permit' &&
    (big(msg.value) ?? 0n) >= UNLIMITED_APPROVAL_THRESHOLD
  )
    warnings.push({
      kind: 'unlimitedApproval',
      token,
      spender: String(msg.spender),
    })
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const details = Array.isArray(msg.details) ? msg.details : [msg.details]
    for (const d of details)
      if ((big(record(d).amount) ?? 0n) >= PERMIT2_UNLIMITED)
        warnings.push({
          kind: 'unlimitedApproval',
          token: String(record(d).token),
          spender: String(msg.spender),
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
  return {
    typedData,
    review: {
      namespace: 'eip155',
      kind: 'typedData',
      primaryType,
      domain: domainFields,
      fields: shown,
      warnings,
    },
  }
}
