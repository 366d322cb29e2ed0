import { type ChainNamespace, SwitchChainError } from '@latch/common'
import type {
  Connector,
  ConnectorEventMap,
  CreateConnectorFn,
  NamespaceProviders,
} from '@latch/core'
import {
  ConnectorAccountNotFoundError,
  createEmitter,
  ProviderNotFoundError,
} from '@latch/core'
import type { BitcoinSession, InjectedBitcoinWallet } from './types.js'

const reference = (session: BitcoinSession) =>
  session.chain.slice(session.chain.indexOf(':') + 1)

/**
 * Connects an injected Bitcoin wallet (Wallet Standard or sats-connect):
 * a bip122-only connector whose accounts are the wallet's payment
 * addresses and whose chain is the network the wallet is on (its CAIP-2
 * reference). `getNamespaceProvider('bip122')` hands out its
 * BitcoinProvider; it has no EIP-1193 provider.
 */
export function bitcoinInjected(
  wallet: InjectedBitcoinWallet,
): CreateConnectorFn {
  return (context) => {
    const emitter = createEmitter<ConnectorEventMap>()
    const networks = context.networks.filter(
      (n) => n.chainNamespace === 'bip122',
    )
    let session: BitcoinSession | undefined
    let stopWatching: (() => void) | undefined

    const follow = () => {
      if (stopWatching) return
      stopWatching = wallet.watch(networks, (next) => {
        if (!next) {
          session = undefined
          emitter.emit('disconnect', { namespace: 'bip122' })
          return
        }
        const previous = session
        session = next
        emitter.emit('change', {
          namespace: 'bip122',
          ...(previous?.accounts[0] !== next.accounts[0]
            ? { accounts: next.accounts }
            : {}),
          ...(previous?.chain !== next.chain
            ? { chainId: reference(next) }
            : {}),
        })
      })
    }
    const unfollow = () => {
      stopWatching?.()
      stopWatching = undefined
    }

    const connector: Connector = {
      id: wallet.id,
      name: wallet.name,
      type: 'ANNOUNCED',
      chainNamespace: 'bip122',
      chainNamespaces: ['bip122'] as readonly ChainNamespace[],
      icon: wallet.icon,
      emitter,
      async connect() {
        const next = await wallet.connect(networks)
        if (next.accounts.length === 0)
          throw new ConnectorAccountNotFoundError()
        session = next
        follow()
        return {
          accounts: next.accounts,
          chainId: reference(next),
          namespace: 'bip122',
        }
      },
      async disconnect() {
        unfollow()
        session = undefined
        await wallet.disconnect()
      },
      async getAccounts() {
        session ??= await wallet.restore(networks)
        return session?.accounts ?? []
      },
      async getChainId() {
        session ??= await wallet.restore(networks)
        if (!session) throw new ConnectorAccountNotFoundError()
        return reference(session)
      },
      async getProvider() {
        throw new ProviderNotFoundError()
      },
      async getNamespaceProvider<N extends keyof NamespaceProviders>(
        namespace: N,
      ) {
        if (namespace !== 'bip122') throw new ProviderNotFoundError()
        return wallet.provider as NamespaceProviders[N]
      },
      async isAuthorized() {
        session = await wallet.restore(networks).catch(() => undefined)
        if (session) follow()
        return session !== undefined
      },
      async switchChain({ network }) {
        if (session?.chain === network.caipNetworkId) return
        // Injected Bitcoin wallets have no switch method: the person
        // changes the network in the wallet (networkChange follows).
        throw new SwitchChainError({
          details: `Switch ${wallet.name} to ${network.name} in the wallet.`,
        })
      },
    }
    return connector
  }
}
