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
   * The id an item is known by, the one recent wallets are listed by (a
   * connector's id, else a wallet's): items sharing it are one wallet.
   */
  key(item: T): string
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
  const { key, recommendedCount = RECOMMENDED_WALLETS } = parameters
  const seen = new Set<string>()
  // The sources, in order: injected, featured, custom, external, recommended.
  const source = (name: ConnectorGroupName) => parameters[name as 'injected']
  const all = CONNECTOR_ORDER.slice(2).flatMap(source)
  return CONNECTOR_ORDER.flatMap((name): ConnectorGroup<T>[] => {
    if (name === 'walletConnect')
      return parameters.walletConnect ? [{ name, items: [] }] : []
    let limit = name === 'recommended' ? recommendedCount : all.length
    const items = (
      name === 'recent'
        ? parameters.recentIds.flatMap((id) =>
            all.filter((item) => key(item) === id),
          )
        : source(name)
    ).filter((item) => {
      // Each wallet once, in the first group that has it.
      if (limit < 1 || seen.has(key(item))) return false
      limit--
      seen.add(key(item))
      return true
    })
    return [{ name, items }]
  })
}
