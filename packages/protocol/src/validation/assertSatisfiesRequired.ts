import { ProtocolError } from '@latch/common'
import type {
  ProposalNamespaces,
  SessionNamespaces,
} from '../types/namespace.js'
import { findNamespaceForChain } from './findNamespaceForChain.js'
import { getNamespaceChains } from './getNamespaceChains.js'

/**
 * The approved namespaces cover every required chain, and on each of those
 * chains every required method and event (SPEC §5).
 *
 * @throws {ProtocolError} NON_CONFORMING_NAMESPACES
 */
export function assertSatisfiesRequired(
  required: ProposalNamespaces,
  approved: SessionNamespaces,
): void {
  for (const [key, namespace] of Object.entries(required)) {
    const chains = getNamespaceChains(key, namespace)
    if (chains.length === 0 && !(key in approved))
      throw nonConforming(`required namespace ${key} is not approved`)
    for (const chain of chains) {
      const matches = findNamespaceForChain(approved, chain)
      if (matches.length === 0)
        throw nonConforming(`chain ${chain} is required`)
      for (const method of namespace.methods)
        if (!matches.some((entry) => entry.methods.includes(method)))
          throw nonConforming(`method ${method} is required on ${chain}`)
      for (const event of namespace.events)
        if (!matches.some((entry) => entry.events.includes(event)))
          throw nonConforming(`event ${event} is required on ${chain}`)
    }
  }
}

const nonConforming = (detail: string) =>
  new ProtocolError('NON_CONFORMING_NAMESPACES', {
    context: `approve() namespaces don't satisfy requiredNamespaces: ${detail}`,
  })
