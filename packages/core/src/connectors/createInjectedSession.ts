import {
  type Emitter,
  type Network,
  parseHexChainId,
  toHexChainId,
} from '@latch/common'
import {
  ConnectorAccountNotFoundError,
  ProviderNotFoundError,
} from '../errors/connector.js'
import type { ConnectorEventMap } from '../types/connector.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import { toProviderError } from '../utils/toProviderError.js'
import type { checksumAccounts } from './checksumAccounts.js'
import type { InjectedParameters } from './injected.js'
import { isRevokeUnsupported } from './isRevokeUnsupported.js'
import { isUnrecognizedChainError } from './isUnrecognizedChainError.js'

/** What `injected` forwards to its wallet once this module is loaded. */
export type InjectedSession = ReturnType<typeof createInjectedSession>

/**
 * The working part of an injected connector (requests, wallet events,
 * adding and switching chains): a chunk of its own, loaded on idle once a
 * wallet is found, or by the first call, so a page whose visitor has no
 * wallet never fetches it.
 */
export function createInjectedSession(
  target: InjectedParameters['target'],
  emitter: Emitter<ConnectorEventMap>,
) {
  let listeningTo: Eip1193Provider | undefined
  // The checksum (keccak) loads with the first account a wallet names,
  // so a first visit never fetches it; wallet events come after that.
  let checksum: typeof checksumAccounts | undefined
  const toAccounts = async (value: unknown): Promise<string[]> => {
    if (!Array.isArray(value) || value.length === 0) return []
    checksum ??= (await import('./checksumAccounts.js')).checksumAccounts
    return checksum(value)
  }

  const onAccountsChanged = (accounts: unknown) => {
    const list = Array.isArray(accounts) ? accounts : []
    if (list.length === 0) emitter.emit('disconnect')
    else if (checksum) emitter.emit('change', { accounts: checksum(list) })
    else
      toAccounts(list).then(
        (accounts) => emitter.emit('change', { accounts }),
        () => {},
      )
  }
  const onChainChanged = (chainId: unknown) => {
    try {
      emitter.emit('change', { chainId: parseHexChainId(String(chainId)) })
    } catch {
      // A wallet sent a chain id we cannot read; keep the last known one.
    }
  }
  const onDisconnect = (error?: { code?: number }) => {
    // 1013: the wallet is reconnecting to its node, not leaving the page.
    if (error?.code === 1013) return
    emitter.emit('disconnect')
  }

  async function getProvider() {
    const provider =
      typeof target.provider === 'function'
        ? target.provider()
        : target.provider
    if (!provider) throw new ProviderNotFoundError()
    return provider
  }
  async function request<T>(method: string, params?: unknown[]) {
    const provider = await getProvider()
    try {
      return (await provider.request(
        params ? { method, params } : { method },
      )) as T
    } catch (error) {
      throw await toProviderError(error)
    }
  }
  function listen(provider: Eip1193Provider) {
    if (listeningTo === provider) return
    unlisten()
    provider.on('accountsChanged', onAccountsChanged)
    provider.on('chainChanged', onChainChanged)
    provider.on('disconnect', onDisconnect)
    listeningTo = provider
  }
  function unlisten() {
    if (!listeningTo) return
    listeningTo.removeListener('accountsChanged', onAccountsChanged)
    listeningTo.removeListener('chainChanged', onChainChanged)
    listeningTo.removeListener('disconnect', onDisconnect)
    listeningTo = undefined
  }
  async function getChainId() {
    return parseHexChainId(String(await request('eth_chainId')))
  }
  async function addChain(network: Network) {
    const explorer = network.blockExplorers?.default.url
    await request('wallet_addEthereumChain', [
      {
        chainId: toHexChainId(Number(network.id)),
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: network.rpcUrls.default.http,
        ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
      },
    ])
  }

  return {
    getProvider,
    getChainId,
    async connect() {
      const accounts = await toAccounts(await request('eth_requestAccounts'))
      if (accounts.length === 0) throw new ConnectorAccountNotFoundError()
      listen(await getProvider())
      return { accounts, chainId: await getChainId() }
    },
    async disconnect() {
      unlisten()
      try {
        await request('wallet_revokePermissions', [{ eth_accounts: {} }])
      } catch (error) {
        // EIP-2255 is optional: a wallet without it, or one that is gone,
        // has nothing to end. Any other error is the wallet failing to end
        // the connection: core forgets it here all the same and reports it
        // ('Failed to disconnect', SPEC §8).
        if (error instanceof ProviderNotFoundError) return
        if (!isRevokeUnsupported(error)) throw error
      }
    },
    async getAccounts() {
      return await toAccounts(await request('eth_accounts'))
    },
    async isAuthorized() {
      try {
        const accounts = await toAccounts(await request('eth_accounts'))
        if (accounts.length > 0) listen(await getProvider())
        return accounts.length > 0
      } catch {
        return false
      }
    },
    async switchChain({ network }: { network: Network }) {
      const chainId = toHexChainId(Number(network.id))
      try {
        await request('wallet_switchEthereumChain', [{ chainId }])
      } catch (error) {
        if (!isUnrecognizedChainError(error)) throw error
        await addChain(network)
        // Wallets differ on whether adding also switches; ask again.
        if ((await getChainId()) !== Number(network.id))
          await request('wallet_switchEthereumChain', [{ chainId }])
      }
    },
  }
}
