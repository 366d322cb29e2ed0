/**
 * Kinds of async data, one keyed entry each (SPEC §9 lifetimes in
 * `dataLifetime`). A capability with new data adds its kind here.
 */
export type DataKind =
  | 'balance'
  | 'tokenBalances'
  | 'nfts'
  | 'names'
  | 'history'
  | 'identity'
  | 'wallets'
  | 'callsStatus'
  | 'capabilities'
  | 'gasEstimate'
  | 'receipt'
  | 'permissions'
  | 'swapTokens'
  | 'swapQuote'

/**
 * The key of one entry: its kind, what it is about (a CAIP-10 account, a
 * CAIP-2 network, or '' for config-wide data) and its parameters.
 */
export function dataKey(
  kind: DataKind,
  scope: string,
  params: unknown = null,
): string {
  return JSON.stringify([kind, scope, params], (_, v) =>
    typeof v === 'bigint' ? `${v}n` : v,
  )
}

/** Whether `key` is of one of `kinds` and, when given, about `scope`. */
export function keyMatches(
  key: string,
  kinds: readonly DataKind[],
  scope?: string | undefined,
): boolean {
  const [kind, about] = JSON.parse(key) as [DataKind, string]
  return kinds.includes(kind) && (scope === undefined || about === scope)
}
