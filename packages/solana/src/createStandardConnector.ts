import {
  type ChainNamespace,
  getProviderError,
  type Network,
  UnsupportedChainIdError,
  UnsupportedProviderMethodError,
} from '@latch/common'
import type {
  Connector,
  ConnectorEventMap,
  CreateConnectorFn,
  NamespaceProviders,
  SolanaProvider,
} from '@latch/core'
import { ConnectorAccountNotFoundError, createEmitter } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { getSolanaAccounts } from './isSolanaStandardWallet.js'
import { supportsChain } from './standardChains.js'
import { getFeature } from './standardFeatures.js'

export type WalletStandardParameters = {
  /** A registered Wallet Standard wallet with a `solana:` chain. */
  wallet: Wallet
}

const NS = 'solana' satisfies ChainNamespace

/**
 * Connects an injected Solana wallet through the Wallet Standard
 * (`standard:connect`, `standard:events`, `standard:disconnect` and the
 * `solana:` features). Latch discovers such wallets by itself when a
 * Solana network is configured; use this for a wallet object you hold.
 * Its chain is the one the app picks (Wallet Standard wallets take the
 * chain with each request), so switching between Solana networks only
 * records the choice.
 * https://latch.dev/docs/core/connectors/walletStandard
 *
 * @example
 * createConfig({ networks: [solana], connectors: [walletStandard({ wallet })] })
 */
export function walletStandard(
  parameters: WalletStandardParameters,
): CreateConnectorFn {
  const { wallet } = parameters
  return (context) => {
    const emitter = createEmitter<ConnectorEventMap>()
    const solanaNetworks = context.networks.filter(
      (n) => n.chainNamespace === NS,
    )
    // The provider (and the transaction decoder it checks signed bytes
    // with) loads on the first request, not with discovery.
    let provider: Promise<SolanaProvider> | undefined
    let chain: Network | undefined
    let stopEvents: (() => void) | undefined

    /** The Solana network this connector was on before a reload. */
    function remembered() {
      const stored = context.storage.getItem('connections')?.solana
      if (stored?.connectorId !== `standard:${wallet.name}`) return undefined
      return solanaNetworks.find(
        (n) => n.caipNetworkId === stored.caipNetworkId,
      )
    }
    /**
     * The network to land on: the asked one, else the current or remembered
     * one, else one the wallet knows.
     */
    function pick(chainId: number | string | undefined) {
      const asked = solanaNetworks.find((n) => String(n.id) === String(chainId))
      return (
        asked ??
        chain ??
        remembered() ??
        solanaNetworks.find((n) =>
          supportsChain(wallet.chains, n.caipNetworkId),
        ) ??
        solanaNetworks[0]
      )
    }
    function listen() {
      if (stopEvents) return
      const events = getFeature(wallet, 'standard:events')
      if (!events) return
      try {
        stopEvents = events.on('change', ({ accounts }) => {
          if (!accounts) return
          const list = getSolanaAccounts(accounts)
          if (list.length === 0) emitter.emit('disconnect', { namespace: NS })
          else emitter.emit('change', { namespace: NS, accounts: list })
        })
      } catch {
        // A wallet whose events fail still connects; changes are missed.
      }
    }
    function unlisten() {
      stopEvents?.()
      stopEvents = undefined
    }
    async function connectWith(silent: boolean) {
      const feature = getFeature(wallet, 'standard:connect')
      if (!feature)
        throw new UnsupportedProviderMethodError({
          details: 'standard:connect',
        })
      try {
        const output = await feature.connect(silent ? { silent } : undefined)
        return getSolanaAccounts(output?.accounts ?? wallet.accounts)
      } catch (error) {
        throw getProviderError(error)
      }
    }

    const connector: Connector = {
      id: `standard:${wallet.name}`,
      name: wallet.name,
      type: 'ANNOUNCED',
      chainNamespace: NS,
      chainNamespaces: [NS],
      icon: wallet.icon,
      emitter,
      async connect(parameters = {}) {
        const network = pick(parameters.chainId)
        if (!network)
          throw new UnsupportedChainIdError({
            details: 'No Solana network is configured.',
          })
        const accounts = await connectWith(false)
        if (accounts.length === 0) throw new ConnectorAccountNotFoundError()
        chain = network
        listen()
        return { accounts, chainId: String(network.id), namespace: NS }
      },
      async disconnect() {
        unlisten()
        chain = undefined
        // standard:disconnect is optional: without it there is nothing to
        // end in the wallet. Its failure is rethrown; core forgets the
        // connection all the same and reports it ('Failed to disconnect',
        // SPEC §8).
        const feature = getFeature(wallet, 'standard:disconnect')
        try {
          await feature?.disconnect()
        } catch (error) {
          throw getProviderError(error)
        }
      },
      async getAccounts() {
        return getSolanaAccounts(wallet.accounts)
      },
      async getChainId() {
        const network = pick(undefined)
        if (!network)
          throw new UnsupportedChainIdError({
            details: 'No Solana network is configured.',
          })
        chain = network
        return String(network.id)
      },
      async getProvider() {
        throw new UnsupportedProviderMethodError({
          details: `${wallet.name} connects Solana only (no EIP-1193 provider).`,
        })
      },
      async getNamespaceProvider<N extends keyof NamespaceProviders>(
        namespace: N,
      ): Promise<NamespaceProviders[N]> {
        if (namespace !== NS)
          throw new UnsupportedProviderMethodError({
            details: `${wallet.name} has no ${namespace} provider.`,
          })
        provider ??= import('./createStandardSolanaProvider.js').then(
          (module) => module.createStandardSolanaProvider(wallet),
          (error: unknown) => {
            // A failed chunk load is tried again on the next request.
            provider = undefined
            throw error
          },
        )
        return (await provider) as NamespaceProviders[N]
      },
      async isAuthorized() {
        try {
          const held = getSolanaAccounts(wallet.accounts)
          const ok = held.length > 0 || (await connectWith(true)).length > 0
          if (ok) listen()
          return ok
        } catch {
          return false
        }
      },
      async switchChain({ network }) {
        const known = solanaNetworks.find(
          (n) => n.caipNetworkId === network.caipNetworkId,
        )
        if (!known)
          throw new UnsupportedChainIdError({
            details: `${wallet.name} connects Solana networks only.`,
          })
        chain = known
      },
    }
    return connector
  }
}
