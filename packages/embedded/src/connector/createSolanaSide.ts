import type { CaipNetworkId, Network } from '@latch/common'
import {
  type ConnectorContext,
  EmbeddedWalletError,
  type NamespaceConnection,
  type NamespaceProviders,
  type SolanaProvider,
} from '@latch/core'
import type { EmbeddedProvider } from './createEmbeddedProvider.js'

const NS = 'solana'
const isBase58Key = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

/**
 * The Solana side of the embedded wallet: the user's Solana address (from
 * the frame's user answer), the Solana network in use (the stored one, or
 * the config's first), its connection entry, and the SolanaProvider,
 * loaded on first use. Inert when the config has no Solana network.
 */
export function createSolanaSide({
  context,
  provider,
}: {
  context: Pick<ConnectorContext, 'networks' | 'storage' | 'adapters'>
  provider: Pick<EmbeddedProvider, 'send'>
}) {
  const networks = context.networks.filter((n) => n.chainNamespace === NS)
  const stored = [
    context.storage.getItem('connections')?.solana?.caipNetworkId,
    context.storage.getItem('activeCaipNetworkId'),
  ]
  let chain: CaipNetworkId | undefined = (
    networks.find((n) => stored.includes(n.caipNetworkId)) ?? networks[0]
  )?.caipNetworkId
  let address: string | undefined
  let loading: Promise<SolanaProvider> | undefined
  const reference = () => chain?.slice(NS.length + 1) ?? ''
  return {
    /** Reads `solanaAddress` of a frame user answer (undefined: none). */
    setUser(raw: unknown) {
      const value = (raw as { solanaAddress?: unknown } | undefined)
        ?.solanaAddress
      address = chain && isBase58Key(value) ? value : undefined
    },
    accounts: (): string[] => (address ? [address] : []),
    chainId: reference,
    /** What a connect result adds: the Solana account, when there is one. */
    connections: (): { connections?: NamespaceConnection[] } =>
      address
        ? {
            connections: [
              { namespace: NS, accounts: [address], chainId: reference() },
            ],
          }
        : {},
    /** A switch to a configured Solana network (no frame round trip). */
    switchChain(network: Network): boolean {
      if (!networks.some((n) => n.caipNetworkId === network.caipNetworkId))
        return false
      chain = network.caipNetworkId
      return true
    },
    /** `getNamespaceProvider`: the SolanaProvider, loaded on first use. */
    async getNamespaceProvider<N extends keyof NamespaceProviders>(
      namespace: N,
    ): Promise<NamespaceProviders[N]> {
      if (namespace !== NS) throw new EmbeddedWalletError('Network not found')
      loading ??= import('./createEmbeddedSolanaProvider.js').then((m) =>
        m.createEmbeddedSolanaProvider({
          context,
          provider,
          getChain: () => chain as CaipNetworkId,
        }),
      )
      return (await loading) as NamespaceProviders[N]
    },
  }
}
