import type { SessionNamespaces, SignClient } from '@latch/protocol/client'

/**
 * After the person switches network or account: every session's `eip155`
 * namespace gets `chainId` (if missing) and `address` on each chain, with
 * the current chain's account first; its other namespaces (solana, bip122)
 * get the account `addresses[namespace](chain)` on each of their chains.
 * A session whose accounts change gets an `update`; then `event` goes out
 * on the current EVM chain when the session allows it, and each other
 * namespace whose account changed tells it with its own event when
 * allowed: solana `accountsChanged` (`[address]`), bip122
 * `bip122_addressesChanged` (`[{ address }]`).
 */
export async function updateSessionsFor(
  client: SignClient,
  {
    chainId,
    address,
    event,
    addresses = {},
  }: {
    chainId: number
    address: string
    event: { name: string; data: unknown }
    /** The account on a chain of another namespace, by namespace. */
    addresses?: Readonly<Record<string, (chain: string) => string>>
  },
): Promise<void> {
  const chain = `eip155:${chainId}`
  for (const session of client.getSessions()) {
    const namespaces: SessionNamespaces = { ...session.namespaces }
    let changed = false
    const events: { name: string; data: unknown; chainId: string }[] = []
    for (const [key, addressOn] of Object.entries(addresses)) {
      const namespace = session.namespaces[key]
      if (!namespace || key === 'eip155') continue
      const accounts = (namespace.chains ?? []).map(
        (c) => `${c}:${addressOn(c)}`,
      )
      if (accounts.join() === namespace.accounts.join()) continue
      namespaces[key] = { ...namespace, accounts }
      changed = true
      const first = namespace.chains?.[0]
      if (!first) continue
      const address = addressOn(first)
      if (key === 'solana' && namespace.events.includes('accountsChanged'))
        events.push({
          name: 'accountsChanged',
          data: [address],
          chainId: first,
        })
      if (
        key === 'bip122' &&
        namespace.events.includes('bip122_addressesChanged')
      )
        events.push({
          name: 'bip122_addressesChanged',
          data: [{ address }],
          chainId: first,
        })
    }
    const namespace = session.namespaces.eip155
    if (namespace) {
      const known = namespace.chains ?? []
      const chains = [chain, ...known.filter((c) => c !== chain)]
      const accounts = chains.map((c) => `${c}:${address}`)
      if (
        !known.includes(chain) ||
        accounts.join() !== namespace.accounts.join()
      ) {
        namespaces.eip155 = { ...namespace, chains, accounts }
        changed = true
      }
    }
    if (changed) await client.update({ topic: session.topic, namespaces })
    if (namespace?.events.includes(event.name))
      await client.emit({ topic: session.topic, event, chainId: chain })
    for (const { chainId: on, ...other } of events)
      await client.emit({ topic: session.topic, event: other, chainId: on })
  }
}
