import { base64 } from '@scure/base'
import { decodeAnyBase64 } from '../../utils/decodeAnyBase64.js'
// ReCap (EIP-5573) helpers used by one-click auth; byte-compatible with the
// official SDK's encodeRecap/decodeRecap/formatStatementFromRecap.

/** A decoded ReCap: abilities per namespace. */
export type Recap = { att: Record<string, Record<string, unknown[]>> }

const prefix = 'urn:recap:'

/** The last resource when it is a `urn:recap:` one (the SDK's rule). */
export function getRecapFromResources(
  resources: string[] | undefined,
): string | undefined {
  const last = resources?.at(-1)
  return typeof last === 'string' && last.includes(prefix) ? last : undefined
}

/** Decodes `urn:recap:<base64url-or-base64 JSON>`. */
export function decodeRecap(resource: string): Recap {
  const bytes = decodeAnyBase64(resource.replace(prefix, ''))
  const recap = JSON.parse(new TextDecoder().decode(bytes)) as Recap
  if (!recap?.att || !Object.keys(recap.att).length)
    throw new TypeError('No `att` property found')
  return recap
}

/** Encodes a recap as the SDK does: base64 of the JSON, `=` stripped. */
export function encodeRecap(recap: Recap): string {
  const bytes = new TextEncoder().encode(JSON.stringify(recap))
  return `${prefix}${base64.encode(bytes).replace(/=/g, '')}`
}

/** `{ att: { [namespace]: { 'request/<method>': [{}] } } }`, methods sorted. */
export function createRecap(namespace: string, methods: string[]): Recap {
  const sorted = [...methods].sort((a, b) => a.localeCompare(b))
  const abilities = sorted.map((method) => [`request/${method}`, [{}]])
  return { att: { [namespace]: Object.fromEntries(abilities) } }
}

/**
 * Methods granted under `eip155` (`request/personal_sign` →
 * `personal_sign`) and the chains listed in the ability constraints.
 */
export function readRecap(resource: string): {
  methods: string[]
  chains: string[]
} {
  const { att } = decodeRecap(resource)
  const chains: string[] = []
  for (const abilities of Object.values(att))
    for (const value of Object.values(abilities)) {
      const first = value?.[0] as { chains?: string[] } | undefined
      if (first?.chains) chains.push(...first.chains)
    }
  const methods = Object.keys(att.eip155 ?? {}).map(
    (key) => key.split('/')[1] ?? '',
  )
  return { methods, chains }
}

const statementPrefix =
  'I further authorize the stated URI to perform the following actions on my behalf: '

/** The SDK's recap statement appended to `statement`. */
export function formatStatementFromRecap(statement = '', recap: Recap): string {
  if (statement.includes(statementPrefix)) return statement
  let index = 0
  const parts = Object.entries(recap.att).map(([namespace, abilities]) => {
    // `request/eth_sign` → ['request', 'eth_sign'], sorted by action.
    const keys = Object.keys(abilities).map((key) => key.split('/'))
    keys.sort((a, b) => (a[1] ?? '').localeCompare(b[1] ?? ''))
    const grouped: Record<string, string[]> = {}
    for (const [ability = '', action = ''] of keys)
      grouped[ability] = [...(grouped[ability] ?? []), action]
    return Object.entries(grouped)
      .map(
        ([ability, actions]) =>
          `(${++index}) '${ability}': '${actions.join("', '")}' for '${namespace}'.`,
      )
      .join(', ')
      .replace('.,', '.')
  })
  return `${statement ? `${statement} ` : ''}${statementPrefix}${parts.join(' ')}`
}
