import { UNLIMITED_APPROVAL_THRESHOLD } from '@latch/common'
import { messages } from '../messages.js'

type Line = { label: string; value: string }
type Field = { name: string; type: string }
type Types = Record<string, Field[] | undefined>

const MAX_DEPTH = 6

function fieldsOf(types: Types, type: string): Field[] | undefined {
  const fields = types[type]
  return Array.isArray(fields) ? fields : undefined
}

/**
 * A value as its declared EIP-712 type says: structs show only their
 * declared fields (whatever else the JSON carries is not signed), arrays
 * each element, atoms as text.
 */
function formatValue(
  types: Types,
  type: string,
  value: unknown,
  depth = 0,
): string {
  if (depth > MAX_DEPTH) return '…'
  const array = /^(.*)\[\d*\]$/.exec(type)
  if (array?.[1] !== undefined)
    return `[${(Array.isArray(value) ? value : [])
      .map((item) => formatValue(types, array[1] as string, item, depth + 1))
      .join(', ')}]`
  const fields = fieldsOf(types, type)
  if (fields) {
    const record = (value ?? {}) as Record<string, unknown>
    return `{ ${fields
      .map(
        (f) =>
          `${f.name}: ${formatValue(types, f.type, record[f.name], depth + 1)}`,
      )
      .join(', ')} }`
  }
  if (value === undefined || value === null) return messages.none
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * The lines of an `eth_signTypedData_v4` payload: its domain (the fields
 * EIP712Domain declares), primary type and each field of
 * `types[primaryType]` — only what is signed, never the raw JSON. Warns
 * when the primary type is EIP712Domain (the wallet refuses to sign it)
 * and on an EIP-2612 Permit of an unlimited value.
 */
export function describeTypedData(data: unknown): {
  lines: Line[]
  warnings: string[]
} {
  let typed: unknown = data
  if (typeof data === 'string')
    try {
      typed = JSON.parse(data)
    } catch {
      typed = undefined
    }
  const t = (typed ?? {}) as {
    domain?: unknown
    types?: unknown
    primaryType?: unknown
    message?: unknown
  }
  const types = (t.types && typeof t.types === 'object' ? t.types : {}) as Types
  const primaryType = typeof t.primaryType === 'string' ? t.primaryType : ''
  const fields = fieldsOf(types, primaryType)
  if (!fields)
    return {
      lines: [
        { label: messages.typedDataLabel, value: messages.typedUnreadable },
      ],
      warnings: [],
    }
  const domainFields = fieldsOf(types, 'EIP712Domain') ?? [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
    { name: 'salt', type: 'bytes32' },
  ]
  const domain = (t.domain ?? {}) as Record<string, unknown>
  const lines: Line[] = [
    {
      label: messages.typedDomainLabel,
      value: domainFields
        .filter((f) => domain[f.name] !== undefined)
        .map((f) => `${f.name}: ${formatValue(types, f.type, domain[f.name])}`)
        .join(', '),
    },
    { label: messages.typedTypeLabel, value: primaryType },
  ]
  const message = (t.message ?? {}) as Record<string, unknown>
  for (const field of fields)
    lines.push({
      label: messages.typedField(field.name, field.type),
      value: formatValue(types, field.type, message[field.name]),
    })
  const warnings: string[] = []
  if (primaryType === 'EIP712Domain') warnings.push(messages.warningTypedDomain)
  if (primaryType === 'Permit') {
    let value = -1n
    try {
      value = BigInt(String(message.value))
    } catch {}
    if (value >= UNLIMITED_APPROVAL_THRESHOLD)
      warnings.push(messages.warningPermitUnlimited(String(message.spender)))
  }
  return { lines, warnings }
}
