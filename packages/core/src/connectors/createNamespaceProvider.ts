import { NamespaceAdapterMissingError } from '../errors/config.js'
import type { NamespaceSessionRequest } from '../types/adapter.js'
import type { ConnectorContext } from '../types/config.js'
import type { NamespaceProviders } from '../types/connector.js'

/**
 * The provider of `namespace` over a session's requests, built by the
 * config's adapter of that namespace (`solanaAdapter()`,
 * `bitcoinAdapter()`): how a connector with accounts of other namespaces
 * (WalletConnect, the embedded wallet) reaches their encodings without
 * core importing a Solana or Bitcoin library. Throws
 * NamespaceAdapterMissingError when the config has no such adapter.
 */
export async function createNamespaceProvider<
  N extends keyof NamespaceProviders,
>(
  context: Pick<ConnectorContext, 'adapters'>,
  namespace: N,
  request: NamespaceSessionRequest,
): Promise<NamespaceProviders[N]> {
  const create = context.adapters?.[namespace]?.createSessionProvider
  if (!create) throw new NamespaceAdapterMissingError(namespace)
  // The adapter of `namespace` builds that namespace's provider.
  return (await create(request)) as NamespaceProviders[N]
}
