import type { Cacao } from '../../types/auth.js'
import type { SessionNamespaces } from '../../types/namespace.js'
import { getRecapFromResources, readRecap } from './recap.js'

/**
 * Session namespaces of a one-click authenticated session: accounts from
 * each CACAO's `iss` (and recap chains), methods from the recaps, events
 * `chainChanged` and `accountsChanged` — like the official SDK.
 */
export function buildNamespacesFromAuth(cacaos: Cacao[]): SessionNamespaces {
  const methods = new Set<string>()
  const accounts = new Set<string>()
  for (const { p } of cacaos) {
    const [, , namespace = '', reference = '', address = ''] = p.iss.split(':')
    const chains = [`${namespace}:${reference}`]
    const recap = getRecapFromResources(p.resources)
    if (recap) {
      const granted = readRecap(recap)
      for (const method of granted.methods) methods.add(method)
      chains.push(...granted.chains)
    }
    for (const chain of chains) accounts.add(`${chain}:${address}`)
  }
  const namespaces: SessionNamespaces = {}
  for (const account of accounts) {
    const [namespace = '', reference = ''] = account.split(':')
    const entry = namespaces[namespace] ?? {
      accounts: [],
      chains: [],
      methods: [...methods],
      events: ['chainChanged', 'accountsChanged'],
    }
    namespaces[namespace] = entry
    entry.accounts.push(account)
    entry.chains?.push(`${namespace}:${reference}`)
  }
  return namespaces
}
