import { getEvmAddress, isEvmAddress, parseHexChainId } from '@latch/common'
import type { Session } from '@latch/protocol/client'

/** One namespace of a session, merged over its chain-keyed entries. */
export type MergedNamespace = {
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** CAIP-10 accounts, `eip155:1:0xabc…`. */
  readonly accounts: readonly string[]
  /** Chain references the session approves (`1`, `10`). */
  readonly chains: readonly string[]
}

/**
 * The `namespace` part of a session: keys `eip155` and `eip155:<ref>`
 * together, with the chains taken from `chains` and from the accounts.
 */
export function getSessionNamespace(
  session: Session,
  namespace: string,
): MergedNamespace {
  const methods = new Set<string>()
  const events = new Set<string>()
  const accounts: string[] = []
  const chains = new Set<string>()
  for (const [key, entry] of Object.entries(session.namespaces)) {
    if (key !== namespace && !key.startsWith(`${namespace}:`)) continue
    for (const m of entry.methods) methods.add(m)
    for (const e of entry.events) events.add(e)
    for (const c of entry.chains ?? (key === namespace ? [] : [key]))
      chains.add(c.slice(namespace.length + 1))
    for (const a of entry.accounts) {
      accounts.push(a)
      chains.add(a.split(':')[1] ?? '')
    }
  }
  chains.delete('')
  return {
    methods: [...methods],
    events: [...events],
    accounts,
    chains: [...chains],
  }
}

/** Unique checksummed addresses for `chainRef`, or of any chain if none. */
export function getEvmAccounts(
  merged: MergedNamespace,
  chainRef: string | undefined,
): string[] {
  const parsed = merged.accounts
    .map((a) => a.split(':'))
    .filter((p) => p.length === 3 && isEvmAddress(p[2] ?? ''))
  const onChain = parsed.filter((p) => p[1] === chainRef)
  const list = (onChain.length > 0 ? onChain : parsed).map((p) =>
    getEvmAddress(p[2] ?? ''),
  )
  return [...new Set(list)]
}

/** A chain id from an event payload: 10, '0xa', '10' or 'eip155:10'. */
export function readChainId(value: unknown): number | undefined {
  try {
    if (typeof value === 'number')
      return Number.isSafeInteger(value) && value > 0 ? value : undefined
    if (typeof value !== 'string') return undefined
    const ref = value.includes(':') ? value.split(':').pop() : value
    if (!ref) return undefined
    if (/^0x/i.test(ref)) return parseHexChainId(ref)
    const id = Number(ref)
    return Number.isSafeInteger(id) && id > 0 ? id : undefined
  } catch {
    return undefined
  }
}

/** Addresses from an accountsChanged payload (plain or CAIP-10). */
export function readAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const address = String(item).split(':').pop() ?? ''
    return isEvmAddress(address) ? [getEvmAddress(address)] : []
  })
}

/**
 * The addresses a non-EVM `accountsChanged` / `bip122_addressesChanged`
 * session event names: CAIP-10 strings or `{ address }` objects, in order.
 */
export function readEventAddresses(data: unknown): string[] {
  return (Array.isArray(data) ? data : [])
    .map((item: unknown) =>
      typeof item === 'string'
        ? item.split(':').pop()
        : (item as { address?: unknown } | null)?.address,
    )
    .filter((a): a is string => typeof a === 'string' && a !== '')
}
