// Tiny on purpose: the connector factory (first load) imports it.
import type { ChainNamespace, Network } from '@latch/common'
import type { NamespaceProviders } from '../../types/connector.js'

/** Namespaces besides eip155 that a session can carry for Latch. */
export type OtherNamespace = keyof NamespaceProviders
export const otherNamespaces: readonly OtherNamespace[] = ['solana', 'bip122']

export function isOtherNamespace(
  namespace: string | undefined,
): namespace is OtherNamespace {
  return otherNamespaces.includes(namespace as OtherNamespace)
}

/** The configured namespaces WalletConnect proposes, eip155 first. */
export function getProposedNamespaces(
  networks: readonly Network[],
): ChainNamespace[] {
  const found = new Set(networks.map((n) => n.chainNamespace))
  return (['eip155', ...otherNamespaces] as ChainNamespace[]).filter((n) =>
    found.has(n),
  )
}
