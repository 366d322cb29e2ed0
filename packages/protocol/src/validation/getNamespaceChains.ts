import { isCaipNetworkId } from '@latch/common'

/**
 * The CAIP-2 chains a namespace entry covers: its `chains`, the chains of
 * its accounts, or the key itself when the key is a chain id (`eip155:1`).
 */
export function getNamespaceChains(
  key: string,
  namespace: { chains?: string[] | undefined; accounts?: string[] | undefined },
): string[] {
  const chains = new Set<string>(namespace.chains ?? [])
  for (const account of namespace.accounts ?? [])
    chains.add(account.split(':').slice(0, 2).join(':'))
  if (chains.size === 0 && isCaipNetworkId(key)) chains.add(key)
  return [...chains]
}
