import { getNamespaceChains } from './getNamespaceChains.js'

type Entry = {
  chains?: string[] | undefined
  accounts?: string[] | undefined
  methods: string[]
  events: string[]
}

/**
 * The namespace entries of `namespaces` that cover `chainId` (a key may be
 * a namespace like `eip155` or a single chain like `eip155:1`).
 */
export function findNamespaceForChain<entry extends Entry>(
  namespaces: Record<string, entry>,
  chainId: string,
): entry[] {
  return Object.entries(namespaces)
    .filter(([key, namespace]) =>
      getNamespaceChains(key, namespace).includes(chainId),
    )
    .map(([, namespace]) => namespace)
}
