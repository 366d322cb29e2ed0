import type { Network } from '@latch/common'
import type { ProposalNamespaces } from '@latch/protocol/client'
import { namespaceMethods } from './namespaceMethods.js'

/**
 * The optional namespaces of a proposal: every configured network, grouped
 * by chain namespace, with that namespace's methods and events.
 */
export function buildNamespaces(
  networks: readonly Network[],
): ProposalNamespaces {
  const namespaces: ProposalNamespaces = {}
  for (const network of networks) {
    const table = namespaceMethods[network.chainNamespace]
    if (!table) continue
    const entry = namespaces[network.chainNamespace] ?? {
      chains: [],
      methods: [...table.methods],
      events: [...table.events],
    }
    namespaces[network.chainNamespace] = entry
    if (!entry.chains?.includes(network.caipNetworkId))
      entry.chains?.push(network.caipNetworkId)
  }
  return namespaces
}
