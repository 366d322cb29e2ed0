// The heavy half of the WalletConnect connector: it imports the protocol's
// Sign client, so `walletConnect()` loads this file only when a pairing
// starts or a session is restored.
import {
  type ChainNamespace,
  createEmitter,
  type Emitter,
  type Network,
  PAIRING_LIFETIME_MS,
  ProviderDisconnectedError,
  toHexChainId,
} from '@latch/common'
import { payloadId } from '@latch/protocol'
import type { Session } from '@latch/protocol/client'
import { ConnectorNotConnectedError } from '../../errors/connector.js'
import type { ConnectorContext } from '../../types/config.js'
import type {
  ConnectorEventMap,
  ConnectResult,
  NamespaceConnection,
  NamespaceProviders,
} from '../../types/connector.js'
import { createNamespaceProvider } from '../createNamespaceProvider.js'
import { createEip1193SessionProvider } from './createEip1193SessionProvider.js'
import { createSessionReads } from './createSessionReads.js'
import { endSession } from './endSession.js'
import { WalletConnectSwitchChainError } from './errors.js'
import { followSessionEvents } from './followSessionEvents.js'
import {
  SignClientNotInitializedError,
  WalletConnectNamespaceNotConfiguredError,
  WalletConnectNotConnectedError,
} from './guardErrors.js'
import { createLinkModeWaiting } from './linkModeWaiting.js'
import { openLinkModeUrl } from './openLinkModeUrl.js'
import { getNamespaceAccounts, pickNamespaceChain } from './otherNamespaces.js'
import {
  getProposedNamespaces,
  isOtherNamespace,
  type OtherNamespace,
  otherNamespaces,
} from './proposedNamespaces.js'
import { proposeSession } from './proposeSession.js'
import { readPeerWallet } from './readPeerWallet.js'
import {
  getEvmAccounts,
  getSessionNamespace,
  readChainId,
} from './sessionAccounts.js'
import { startSignClient } from './startSignClient.js'
import { toWalletError } from './toWalletError.js'
import type { WalletConnectParameters } from './types.js'

const NS = 'eip155'
export type WalletConnectSession = Awaited<
  ReturnType<typeof createWalletConnect>
>

/** Creates the Sign client, restores its session and follows its events. */
export async function createWalletConnect(options: {
  parameters: WalletConnectParameters
  context: ConnectorContext
  emitter: Emitter<ConnectorEventMap>
}) {
  const { parameters, context, emitter } = options
  // Buffering from the first message sent by link until the last answered.
  const linkWaiting = createLinkModeWaiting((waiting) =>
    emitter.emit('link_mode', { waiting }),
  )
  /** Opens message `key` in the wallet by its link: buffering until answered. */
  const openLink = (url: string, key: unknown) => {
    linkWaiting.sent(key)
    openLinkModeUrl(url)
  }
  const { client, channel } = await startSignClient({
    parameters,
    context,
    openLink,
  })
  const lifetime = parameters.pairingLifetime ?? PAIRING_LIFETIME_MS
  const events = createEmitter<Record<string, unknown>>()
  const proposed = getProposedNamespaces(context.networks)
  const hasAccounts = (s: Session) =>
    proposed.some((ns) => getSessionNamespace(s, ns).accounts.length > 0)
  let session: Session | undefined = client
    .getSessions()
    .filter(hasAccounts)
    .sort((a, b) => b.expiry - a.expiry)[0]
  let chainId: number | undefined
  // The chain each non-EVM namespace is on, once chosen in this page.
  const chosen: { [K in OtherNamespace]?: string | undefined } = {}
  let pending: { cancel(): void } | undefined
  // After close() the client takes nothing new (SPEC §8's guard).
  let closed = false

  const merged = () => (session ? getSessionNamespace(session, NS) : undefined)
  const approved = () => (merged()?.chains ?? []).map(Number)
  const accounts = () => {
    const ns = merged()
    return ns ? getEvmAccounts(ns, String(getChainId())) : []
  }
  function getChainId(): number {
    if (chainId !== undefined) return chainId
    const chains = approved()
    const stored = readChainId(
      context.storage.getItem('connections')?.eip155?.caipNetworkId ??
        context.storage.getItem('activeCaipNetworkId'),
    )
    const wanted = [stored, Number(context.networks[0].id)]
    return wanted.find((id) => id && chains.includes(id)) ?? chains[0] ?? 1
  }
  /**
   * Moves eip155 requests to chain `id` (SPEC §4: default_chain_changed,
   * and accountsChanged only when that chain's accounts differ).
   */
  function setChain(id: number) {
    if (id === chainId) return
    const before = accounts()
    chainId = id
    const after = accounts()
    const moved = after.join() !== before.join()
    defaultChainChanged(NS, id)
    emitter.emit('change', { chainId: id, ...(moved && { accounts: after }) })
    events.emit('chainChanged', toHexChainId(id))
    if (moved) events.emit('accountsChanged', after)
  }
  function forget() {
    session = undefined
    chainId = undefined
    for (const ns of otherNamespaces) chosen[ns] = undefined
  }
  function end(topic: string) {
    if (topic !== session?.topic) return
    forget()
    emitter.emit('disconnect')
    events.emit('disconnect', new ProviderDisconnectedError())
  }
  const chainOf = (namespace: OtherNamespace) =>
    pickNamespaceChain({
      session,
      namespace,
      chosen: chosen[namespace],
      storage: context.storage,
      networks: context.networks,
    })
  const accountsOf = (namespace: OtherNamespace) =>
    getNamespaceAccounts(session, namespace, chainOf(namespace))
  /** Each namespace of the session with accounts, `first` leading. */
  function connections(first?: string): NamespaceConnection[] {
    const all: NamespaceConnection[] = []
    if (accounts().length > 0)
      all.push({ namespace: NS, accounts: accounts(), chainId: getChainId() })
    for (const namespace of otherNamespaces) {
      const list = accountsOf(namespace)
      const ref = chainOf(namespace)
      if (list.length > 0 && ref)
        all.push({ namespace, accounts: list, chainId: ref })
    }
    const lead = all.find((c) => c.namespace === first)
    return lead ? [lead, ...all.filter((c) => c !== lead)] : all
  }

  /** SPEC §4: the chain `namespace`'s requests go to is now `ref`. */
  function defaultChainChanged(
    namespace: ChainNamespace,
    ref: number | string,
  ) {
    const caipNetworkId = `${namespace}:${ref}` as const
    emitter.emit('session', {
      type: 'default_chain_changed',
      data: { namespace, caipNetworkId },
    })
  }
  /** session_update: the wallet changed the session's namespaces. */
  function update(topic: string, namespaces: Session['namespaces']) {
    if (!session) return
    session = client.getSession(topic) ?? { ...session, namespaces }
    const all = Object.values(session.namespaces)
    emitter.emit('session', {
      type: 'session_update',
      data: {
        topic,
        namespaces: Object.keys(session.namespaces),
        accounts: all.flatMap((n) => n.accounts),
      },
    })
    const chains = approved()
    if (chainId !== undefined && !chains.includes(chainId)) {
      chainId = chains[0]
      if (chainId !== undefined) defaultChainChanged(NS, chainId)
    }
    if (accounts().length > 0)
      emitter.emit('change', { chainId: getChainId(), accounts: accounts() })
    else emitter.emit('disconnect', { namespace: NS })
    for (const namespace of otherNamespaces) {
      const list = accountsOf(namespace)
      const ref = chainOf(namespace)
      if (list.length > 0 && ref)
        emitter.emit('change', { namespace, chainId: ref, accounts: list })
      else emitter.emit('disconnect', { namespace })
    }
  }
  followSessionEvents(client, {
    topic: () => session?.topic,
    emitter,
    events,
    setChain,
    update,
    end,
  })

  async function sessionRequest(
    method: string,
    params: unknown,
    chain = `${NS}:${getChainId()}`,
  ) {
    if (closed) throw new SignClientNotInitializedError()
    if (!session) throw new WalletConnectNotConnectedError()
    // Its JSON-RPC id: the one `openLink` is called with if it goes by link.
    const id = payloadId()
    try {
      return await client.request({
        topic: session.topic,
        chainId: chain,
        request: { method, params: params ?? [] },
        id,
      })
    } catch (error) {
      throw toWalletError(error)
    } finally {
      linkWaiting.answered(id)
    }
  }

  /** A non-EVM namespace's provider over this session's requests. */
  async function getNamespaceProvider<N extends OtherNamespace>(
    namespace: N,
  ): Promise<NamespaceProviders[N]> {
    const request = (method: string, params: unknown, chain?: string) => {
      const ref = chainOf(namespace)
      if (!session) throw new WalletConnectNotConnectedError()
      // The session was made without this namespace.
      if (!ref) throw new WalletConnectNamespaceNotConfiguredError(namespace)
      return sessionRequest(method, params, chain ?? `${namespace}:${ref}`)
    }
    // The namespace's adapter (@latch/solana, @latch/bitcoin) builds it,
    // loading its encodings only when it is used.
    return createNamespaceProvider(context, namespace, request)
  }

  function switchOther(namespace: OtherNamespace, network: Network) {
    const ref = String(network.id)
    if (!session) throw new ConnectorNotConnectedError()
    if (!getSessionNamespace(session, namespace).chains.includes(ref))
      throw new WalletConnectSwitchChainError(network.caipNetworkId)
    const moved = chainOf(namespace) !== ref
    chosen[namespace] = ref
    if (moved) defaultChainChanged(namespace, ref)
    emitter.emit('change', {
      namespace,
      chainId: ref,
      accounts: accountsOf(namespace),
    })
  }

  async function switchTo(id: number) {
    if (!session) throw new ConnectorNotConnectedError()
    if (merged()?.methods.includes('wallet_switchEthereumChain')) {
      await sessionRequest('wallet_switchEthereumChain', [
        { chainId: toHexChainId(id) },
      ])
      // The wallet may approve the chain with a session update first.
      if (approved().includes(id) || chainId === id) return setChain(id)
    } else if (approved().includes(id)) return setChain(id)
    throw new WalletConnectSwitchChainError(id)
  }

  const reads = createSessionReads(context, !parameters.disableProviderPing)
  const provider = createEip1193SessionProvider({
    read: reads.read,
    events,
    isConnected: () => session !== undefined,
    accounts,
    getChainId,
    methods: () => merged()?.methods ?? [],
    switchTo,
    request: (method, params) => sessionRequest(method, params),
  })

  /** Proposes a session (see proposeSession) and takes the approved one. */
  function connect(options?: {
    chainId?: number | string | undefined
    namespace?: string | undefined
    walletUniversalLink?: string | undefined
  }): Promise<ConnectResult> {
    if (closed) return Promise.reject(new SignClientNotInitializedError())
    const wanted =
      typeof options?.chainId === 'number' ? options.chainId : undefined
    pending?.cancel()
    // A sign-in sent by link (`proposeSession` opens it) is awaited as this.
    const signIn = Symbol('sign-in')
    const run = proposeSession({
      client,
      context,
      lifetime,
      onUri: (uri, expiry) => emitter.emit('display_uri', { uri, expiry }),
      walletUniversalLink: options?.walletUniversalLink,
      openLink: (url) => openLink(url, signIn),
      settle(settled): ConnectResult {
        session = settled
        chainId = undefined
        const chains = approved()
        if (wanted && chains.includes(wanted)) chainId = wanted
        chainId = getChainId()
        // The probe at connect, so the first read does not wait for it.
        reads.probe(chainId)
        const ns = options?.namespace
        if (isOtherNamespace(ns) && typeof options?.chainId === 'string')
          chosen[ns] = options.chainId
        const [main, ...others] = connections(ns)
        if (!main) throw new ProviderDisconnectedError()
        const wallet = readPeerWallet(settled.peer.metadata)
        return { ...main, connections: others, wallet }
      },
    })
    pending = run
    const forget = () => {
      linkWaiting.answered(signIn)
      if (pending === run) pending = undefined
    }
    return run.promise.finally(forget)
  }

  return {
    provider,
    connect,
    cancel: () => pending?.cancel(),
    isAuthorized: () =>
      session !== undefined &&
      session.expiry * 1000 > Date.now() &&
      connections().length > 0,
    getAccounts: (namespace?: string) =>
      isOtherNamespace(namespace) ? accountsOf(namespace) : accounts(),
    getChainId: (namespace?: string): number | string =>
      isOtherNamespace(namespace) ? (chainOf(namespace) ?? '') : getChainId(),
    getNamespaceProvider,
    getWallet: () => readPeerWallet(session?.peer.metadata),
    switchChain: (network: Network) =>
      isOtherNamespace(network.chainNamespace)
        ? switchOther(network.chainNamespace, network)
        : switchTo(Number(network.id)),
    async disconnect() {
      pending?.cancel()
      const topic = session?.topic
      forget()
      // Rejects when the relay did not take the delete (SPEC §8).
      if (topic) await endSession(client, topic)
    },
    close() {
      closed = true
      channel.close()
      return client.close()
    },
  }
}
