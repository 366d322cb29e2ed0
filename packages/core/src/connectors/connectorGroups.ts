import {
  CONNECTOR_ORDER,
  type ConnectorGroupName,
  RECOMMENDED_WALLETS,
} from '@latch/common'

export type ConnectorGroupsParameters<T> = {
  /** Whether WalletConnect is offered (its group is then listed, empty). */
  walletConnect: boolean
  /** Ids of the wallets used here last, newest first (`getRecentWallets`). */
  recentIds: readonly string[]
  /** Browser wallets: injected and EIP-6963-announced connectors. */
  injected: readonly T[]
  /** The host's `featuredWalletIds` wallets, in its order. */
  featured: readonly T[]
  /** The host's `customWallets`, in its order. */
  custom: readonly T[]
  /** Other connectors the host gave `createConfig` (`EXTERNAL`). */
  external: readonly T[]
  /** Directory wallets in directory order, of which the first are shown. */
  recommended: readonly T[]
  /**
   * Every id an item is known by (connector id, wallet id, rdns; case
   * does not matter): items sharing one are the same wallet.
   */
  keys(item: T): readonly (string | undefined)[]
  /** @default 4 (SPEC §9 recommended wallets) */
  recommendedCount?: number | undefined
}

export type ConnectorGroup<T> = {
  readonly name: ConnectorGroupName
  readonly items: readonly T[]
}

/**
 * The wallets of Connect in SPEC §9 connector order (`CONNECTOR_ORDER`):
 * walletConnect, recent, injected, featured, custom, external,
 * recommended. Each wallet shows once, in the first group that has it:
 * a recent wallet only under Recent (newest first, from any source), an
 * installed one only under injected, so featured, custom and recommended
 * leave out what came above; recommended keeps its first 4. Groups with
 * no item are kept (empty): the view decides what an empty one shows;
 * walletConnect is listed only when offered.
 */
export function connectorGroups<T>(
  parameters: ConnectorGroupsParameters<T>,
): ConnectorGroup<T>[] {
  const { recentIds, keys, recommendedCount = RECOMMENDED_WALLETS } = parameters
  const idsOf = (item: T) =>
    keys(item).flatMap((key) => (key ? [key.toLowerCase()] : []))
  const recentOrder = recentIds.map((id) => id.toLowerCase())
  const recency = (item: T) =>
    Math.min(
      ...idsOf(item).map((id) => {
        const index = recentOrder.indexOf(id)
        return index < 0 ? Number.POSITIVE_INFINITY : index
      }),
    )
  const sources = {
    injected: parameters.injected,
    featured: parameters.featured,
    custom: parameters.custom,
    external: parameters.external,
    recommended: parameters.recommended,
  }
  const recent = Object.values(sources)
    .flat()
    .filter((item) => recency(item) < Number.POSITIVE_INFINITY)
    .sort((a, b) => recency(a) - recency(b))
  const seen = new Set<string>()
  const take = (items: readonly T[], limit: number) => {
    const taken: T[] = []
    for (const item of items) {
      if (taken.length >= limit) break
      const ids = idsOf(item)
      if (ids.some((id) => seen.has(id))) continue
      for (const id of ids) seen.add(id)
      taken.push(item)
    }
    return taken
  }
  return CONNECTOR_ORDER.flatMap((name): ConnectorGroup<T>[] => {
    if (name === 'walletConnect')
      return parameters.walletConnect ? [{ name, items: [] }] : []
    const items =
      name === 'recent'
        ? take(recent, Number.POSITIVE_INFINITY)
        : take(
            sources[name],
            name === 'recommended'
              ? recommendedCount
              : Number.POSITIVE_INFINITY,
          )
    return [{ name, items }]
  })
}
