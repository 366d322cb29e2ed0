import type { SignClient } from '@latch/protocol/client'

/**
 * After the person switches network or account: every session's `eip155`
 * namespace gets `chainId` (if missing) and `address` on each chain, with
 * the current chain's account first (`update` when that changes), then
 * `event` on the current chain when the session allows it.
 */
export async function updateSessionsFor(
  client: SignClient,
  {
    chainId,
    address,
    event,
  }: {
    chainId: number
    address: string
    event: { name: string; data: unknown }
  },
): Promise<void> {
  const chain = `eip155:${chainId}`
  for (const session of client.getSessions()) {
    const namespace = session.namespaces.eip155
    if (!namespace) continue
    const known = namespace.chains ?? []
    const chains = [chain, ...known.filter((c) => c !== chain)]
    const accounts = chains.map((c) => `${c}:${address}`)
    if (
      !known.includes(chain) ||
      accounts.join() !== namespace.accounts.join()
    ) {
      const namespaces = {
        ...session.namespaces,
        eip155: { ...namespace, chains, accounts },
      }
      await client.update({ topic: session.topic, namespaces })
    }
    if (namespace.events.includes(event.name))
      await client.emit({ topic: session.topic, event, chainId: chain })
  }
}
