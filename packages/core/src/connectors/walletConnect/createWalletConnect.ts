// The heavy half of the WalletConnect connector: it imports the protocol's
// Sign client, so `walletConnect()` loads this file only when a pairing
// starts or a session is restored.
import {
  getProviderError,
  type Network,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  ProviderDisconnectedError,
  toHexChainId,
  UnsupportedProviderMethodError,
} from '@latch/common'
import {
  createLocalStorage,
  createMemoryStorage,
  createSignClient,
  JsonRpcResponseError,
  type Session,
} from '@latch/protocol/client'
import { ConnectorNotConnectedError } from '../../errors/connector.js'
import { authenticateWithSiwx } from '../../siwx/authenticateWithSiwx.js'
import { canAuthenticate } from '../../siwx/isOneClickAuth.js'
import type { ConnectorContext } from '../../types/config.js'
import type { ConnectorEventMap, ConnectResult } from '../../types/connector.js'
import type { Eip1193Provider } from '../../types/eip1193.js'
import { createEmitter, type Emitter } from '../../utils/createEmitter.js'
import { httpRpcRequest } from '../../utils/httpRpcRequest.js'
import { buildNamespaces } from './buildNamespaces.js'
import {
  PairingCancelledError,
  WalletConnectSwitchChainError,
} from './errors.js'
import {
  getEvmAccounts,
  getSessionNamespace,
  readAccounts,
  readChainId,
} from './sessionAccounts.js'
import type { WalletConnectParameters } from './types.js'

const NS = 'eip155'
// Reads a page may send through the provider that no wallet needs to see.
const READ_METHOD =
  /^(eth_(call|estimateGas|gasPrice|blockNumber|feeHistory|maxPriorityFeePerGas|get\w+|sendRawTransaction)|net_version|web3_clientVersion)$/

/** The wallet's JSON-RPC error as the typed error its code names. */
function toWalletError(error: unknown) {
  if (!(error instanceof JsonRpcResponseError)) return getProviderError(error)
  const { code, shortMessage: message, data } = error
  return getProviderError({ code, message, data, cause: error })
}

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
  const metadata = parameters.metadata ??
    context.metadata ?? {
      name: 'Latch',
      description: '',
      url: typeof location === 'undefined' ? '' : location.origin,
      icons: [],
    }
  const verifyUrl = parameters.verifyUrl ?? context.apiUrl
  const client = await createSignClient({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId ?? (context.projectId || undefined),
    metadata: {
      ...metadata,
      icons: [...metadata.icons],
      ...(verifyUrl && { verifyUrl: verifyUrl.replace(/\/+$/, '') }),
    },
    storage:
      parameters.storage ??
      (typeof localStorage === 'undefined'
        ? createMemoryStorage()
        : createLocalStorage()),
    storagePrefix: parameters.storagePrefix ?? `${context.storage.key}:wc`,
    WebSocket: parameters.WebSocket,
  })
  const lifetime = parameters.pairingLifetime ?? PAIRING_LIFETIME_MS
  const events = createEmitter<Record<string, unknown>>()
  let session: Session | undefined = client
    .getSessions()
    .filter((s) => getSessionNamespace(s, NS).accounts.length > 0)
    .sort((a, b) => b.expiry - a.expiry)[0]
  let chainId: number | undefined
  let pending: { cancel(): void } | undefined

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
  function setChain(id: number) {
    if (id === chainId) return
    chainId = id
    emitter.emit('change', { chainId: id, accounts: accounts() })
    events.emit('chainChanged', toHexChainId(id))
  }
  function end(topic: string) {
    if (topic !== session?.topic) return
    session = undefined
    chainId = undefined
    emitter.emit('disconnect')
    events.emit('disconnect', new ProviderDisconnectedError())
  }

  client.on('session_event', ({ topic, params }) => {
    if (topic !== session?.topic) return
    const { name, data } = params.event
    if (name === 'chainChanged') {
      const id = readChainId(data) ?? readChainId(params.chainId)
      if (id !== undefined) setChain(id)
    } else if (name === 'accountsChanged') {
      const list = readAccounts(data)
      if (list.length === 0) return
      emitter.emit('change', { accounts: list })
      events.emit('accountsChanged', list)
    }
  })
  client.on('session_update', ({ topic, params }) => {
    if (!session || topic !== session.topic) return
    session = client.getSession(topic) ?? {
      ...session,
      namespaces: params.namespaces,
    }
    const chains = approved()
    if (chainId !== undefined && !chains.includes(chainId)) chainId = chains[0]
    emitter.emit('change', { chainId: getChainId(), accounts: accounts() })
  })
  client.on('session_delete', ({ topic }) => end(topic))
  client.on('session_expire', ({ topic }) => end(topic))

  async function sessionRequest(method: string, params: unknown) {
    if (!session) throw new ProviderDisconnectedError()
    try {
      return await client.request({
        topic: session.topic,
        chainId: `${NS}:${getChainId()}`,
        request: { method, params: params ?? [] },
      })
    } catch (error) {
      throw toWalletError(error)
    }
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

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return accounts()
        case 'eth_requestAccounts':
          if (!session) throw new ProviderDisconnectedError()
          return accounts()
        case 'eth_chainId':
          return toHexChainId(getChainId())
        case 'wallet_switchEthereumChain': {
          const [first] = (params ?? []) as [{ chainId?: unknown }?]
          const id = readChainId(first?.chainId)
          if (id === undefined) throw new WalletConnectSwitchChainError('?')
          await switchTo(id)
          return null
        }
      }
      if (merged()?.methods.includes(method))
        return sessionRequest(method, params)
      // Reads the session does not carry go to the chain's own RPC.
      const url = rpcUrl(context.networks, getChainId())
      if (url && READ_METHOD.test(method))
        return httpRpcRequest({
          url,
          method,
          params: (params ?? []) as readonly unknown[],
        })
      throw new UnsupportedProviderMethodError()
    },
    on: (event: string, listener: (data: unknown) => void) =>
      events.on(event, listener),
    removeListener: (event: string, listener: (data: unknown) => void) =>
      events.off(event, listener),
  }

  /**
   * Proposes a session and offers its URI; a fresh URI replaces it when
   * under 10 s of its lifetime remain, until a wallet answers.
   */
  function connect(options?: {
    chainId?: number | string | undefined
  }): Promise<ConnectResult> {
    const wanted =
      typeof options?.chainId === 'number' ? options.chainId : undefined
    pending?.cancel()
    const optionalNamespaces = buildNamespaces(context.networks)
    return new Promise<ConnectResult>((resolve, reject) => {
      let done = false
      let generation = 0
      let timer: ReturnType<typeof setTimeout> | undefined
      const finish = () => {
        done = true
        clearTimeout(timer)
        if (pending === control) pending = undefined
      }
      const fail = (error: unknown) => {
        if (done) return
        finish()
        reject(toWalletError(error))
      }
      const control = { cancel: () => fail(new PairingCancelledError()) }
      pending = control
      const propose = async () => {
        const mine = ++generation
        try {
          // With sign-in on, connect and sign in in one approval when the
          // wallet can (one-click auth); it falls back to the proposal.
          const { uri, approval } = canAuthenticate(
            context.siwx,
            context.networks,
          )
            ? await authenticateWithSiwx(client, context.siwx, context.networks)
            : await client.connect({ optionalNamespaces })
          if (done || !uri) return
          emitter.emit('display_uri', { uri, expiry: Date.now() + lifetime })
          timer = setTimeout(
            propose,
            Math.max(lifetime - PAIRING_EXPIRY_MARGIN_MS, 0),
          )
          approval().then(
            (settled) => {
              if (done) return
              finish()
              session = settled
              chainId = undefined
              const chains = approved()
              if (wanted && chains.includes(wanted)) chainId = wanted
              chainId = getChainId()
              resolve({ accounts: accounts(), chainId })
            },
            // A superseded URI's proposal expiring is not a failure.
            (error) => mine === generation && fail(error),
          )
        } catch (error) {
          fail(error)
        }
      }
      void propose()
    })
  }

  return {
    provider,
    connect,
    cancel: () => pending?.cancel(),
    isAuthorized: () =>
      session !== undefined &&
      session.expiry * 1000 > Date.now() &&
      accounts().length > 0,
    getAccounts: accounts,
    getChainId,
    switchChain: (network: Network) => switchTo(Number(network.id)),
    async disconnect() {
      pending?.cancel()
      const topic = session?.topic
      session = undefined
      chainId = undefined
      if (topic) await client.disconnect({ topic }).catch(() => {})
    },
    close: () => client.close(),
  }
}

function rpcUrl(networks: readonly Network[], id: number) {
  return networks.find((n) => n.chainNamespace === NS && Number(n.id) === id)
    ?.rpcUrls.default.http[0]
}
