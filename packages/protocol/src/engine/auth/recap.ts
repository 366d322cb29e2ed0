// ReCap (EIP-5573) helpers used by one-click auth; byte-compatible with the
// official SDK's encodeRecap/decodeRecap/formatStatementFromRecap.

import { fromBase64Url } from '../../utils/fromBase64Url.js'
import { toBase64 } from '../../utils/toBase64.js'
/** A decoded ReCap: abilities per namespace. */
export type Recap = { att: Record<string, Record<string, unknown[]>> }

const prefix = 'urn:recap:'

/** Whether `resource` is a `urn:recap:` resource. */
export const isRecap = (resource: unknown): resource is string =>
  typeof resource === 'string' && resource.includes(prefix)

/** The last resource when it is a recap (the SDK's rule). */
export function getRecapFromResources(
  resources: string[] | undefined,
): string | undefined {
  const last = resources?.[resources.length - 1]
  return isRecap(last) ? last : undefined
}

/** Decodes `urn:recap:<base64url-or-base64 JSON>`. */
export function decodeRecap(resource: string): Recap {
  const bytes = fromBase64Url(resource.replace(prefix, ''))
  const recap = JSON.parse(new TextDecoder().decode(bytes)) as Recap
  if (!recap?.att || !Object.keys(recap.att).length)
    throw new TypeError('No `att` property found')
  return recap
}

/** Encodes a recap as the SDK does: base64 of the JSON, `=` stripped. */
export function encodeRecap(recap: Recap): string {
  const bytes = new TextEncoder().encode(JSON.stringify(recap))
  return `${prefix}${toBase64(bytes).replace(/=/g, '')}`
}

/** `{ att: { [namespace]: { 'request/<method>': [{}] } } }`, methods sorted. */
export function createRecap(namespace: string, methods: string[]): Recap {
  const sorted = [...methods].sort((a, b) => a.localeCompare(b))
  return {
    att: {
      [namespace]: Object.assign(
        {},
        ...sorted.map((method) => ({ [`request/${method}`]: [{}] })),
      ),
    },
  }
}

/** Methods granted under `eip155` (`request/personal_sign` → `personal_sign`). */
export function getMethodsFromRecap(resource: string): string[] {
  const eip155 = decodeRecap(resource).att.eip155
  return eip155 ? Object.keys(eip155).map((key) => key.split('/')[1] ?? '') : []
}

/** Chains listed in the recap's ability constraints. */
export function getChainsFromRecap(resource: string): string[] {
  const chains: string[] = []
  for (const abilities of Object.values(decodeRecap(resource).att))
    for (const value of Object.values(abilities)) {
      const first = value?.[0] as { chains?: string[] } | undefined
      if (first?.chains) chains.push(...first.chains)
    }
  return [...new Set(chains)]
}

const statementPrefix =
  'I further authorize the stated URI to perform the following actions on my behalf: '

/** The SDK's recap statement appended to `statement`. */
export function formatStatementFromRecap(statement = '', recap: Recap): string {
  if (statement.includes(statementPrefix)) return statement
  const parts: string[] = []
  let index = 0
  for (const namespace of Object.keys(recap.att)) {
    const entries = Object.keys(recap.att[namespace] ?? {}).map((key) => ({
      ability: key.split('/')[0] ?? '',
      action: key.split('/')[1] ?? '',
    }))
    entries.sort((a, b) => a.action.localeCompare(b.action))
    const grouped: Record<string, string[]> = {}
    for (const { ability, action } of entries)
      grouped[ability] = [...(grouped[ability] ?? []), action]
    const lines = Object.keys(grouped).map(
      (ability) =>
        `(${++index}) '${ability}': '${grouped[ability]?.join("', '")}' for '${namespace}'.`,
    )
    parts.push(lines.join(', ').replace('.,', '.'))
  }
  return `${statement ? `${statement} ` : ''}${statementPrefix}${parts.join(' ')}`
}
