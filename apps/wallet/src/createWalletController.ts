import { getSdkError } from '@latch/common'
import { devAccounts } from '@latch/devnet'
import { ProviderRpcError } from '@latch/devnet/wallet'
import {
  createLocalStorage,
  createSignClient,
  type KeyValueStorage,
  type Metadata,
  type PendingRequest,
  type Session,
  type SignClient,
  type SignClientEvents,
} from '@latch/protocol/client'
import { createVerifyResolver } from '@latch/protocol/verify'
import { answerRequest } from './answerRequest.js'
import {
  autoAnsweredMethods,
  buildNamespaces,
  UnsupportedProposalError,
} from './buildNamespaces.js'
import { type AuthEvent, createAuthQueue } from './createAuthQueue.js'
import { type EvmReview, reviewEvmRequest } from './evm/reviewEvmRequest.js'
import { executeWalletRequest } from './executeWalletRequest.js'
import { messages } from './messages.js'
import type { WalletConfig } from './readWalletConfig.js'
import { updateSessionsFor } from './updateSessionsFor.js'
import { otherAddresses, walletOffer } from './walletOffer.js'

/** A proposal waiting for Approve / Reject. */
export type ProposalEvent = SignClientEvents['session_proposal']

export type { AuthEvent } from './createAuthQueue.js'

/** Everything the wallet UI shows. */
export type WalletState = {
  status: 'starting' | 'ready' | 'failed'
  accountIndex: number
  chainId: number
  proposals: ProposalEvent[]
  /** One-click auth requests: connect and sign in with one approval. */
  auths: AuthEvent[]
  requests: PendingRequest[]
  /**
   * Transaction requests' simulation, fees and tokens by request id:
   * 'loading' until the node answered. Approve signs what is here.
   */
  reviews: Record<number, EvmReview | 'loading'>
  sessions: Session[]
  /** Last outcome, announced in a status region. */
  notice: { text: string; error: boolean } | undefined
  /** A pairing or an answer is being sent. */
  busy: boolean
}

export type WalletController = ReturnType<typeof createWalletController>

type Prefs = Pick<Storage, 'getItem' | 'setItem'>

const ACCOUNT_KEY = 'latch-wallet:account'
const CHAIN_KEY = 'latch-wallet:chain'

/**
 * The wallet's state and actions over a WalletConnect sign client (wallet
 * side): pair, review proposals and requests, answer them with the local
 * dev key, switch account / network (emitting the session events), list and
 * disconnect sessions. `start()` creates the client.
 */
export function createWalletController(
  config: WalletConfig,
  {
    metadata,
    storage = createLocalStorage(),
    prefs = globalThis.localStorage,
    oneClickAuth = true,
    openLink,
  }: {
    metadata: Metadata
    storage?: KeyValueStorage
    prefs?: Prefs
    /**
     * Answer wc_sessionAuthenticate (connect and sign in in one approval).
     * Off, the wallet ignores it and the app's fallback proposal shows, as
     * in a wallet without one-click auth.
     */
    oneClickAuth?: boolean
    /**
     * Link mode (SPEC §6): opens an answer in the app by its universal
     * link; with `metadata.redirect.linkMode`, requests that came by link
     * are answered by link.
     */
    openLink?: (url: string) => void
  },
) {
  const chainIds = config.chains.map((chain) => chain.chainId)
  const savedAccount = Number(prefs.getItem(ACCOUNT_KEY) ?? 0)
  const savedChain = Number(prefs.getItem(CHAIN_KEY) ?? chainIds[0])
  let state: WalletState = {
    status: 'starting',
    accountIndex: devAccounts[savedAccount] ? savedAccount : 0,
    chainId: chainIds.includes(savedChain)
      ? savedChain
      : config.chains[0].chainId,
    proposals: [],
    auths: [],
    requests: [],
    reviews: {},
    sessions: [],
    notice: undefined,
    busy: false,
  }
  const listeners = new Set<() => void>()
  let client: SignClient | undefined

  function set(patch: Partial<WalletState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const notice = (text: string, error = false) =>
    set({ notice: { text, error } })
  const refresh = () => set({ sessions: client?.getSessions() ?? [] })
  const account = () => {
    const found = devAccounts[state.accountIndex] ?? devAccounts[0]
    if (!found) throw new Error('no dev accounts')
    return found
  }
  const reason = (error: unknown) =>
    error instanceof Error ? error.message : String(error)

  async function guard(run: () => Promise<void>) {
    set({ busy: true })
    try {
      await run()
    } catch (error) {
      notice(`${messages.errorPrefix} ${reason(error)}`, true)
    } finally {
      set({ busy: false })
    }
  }

  function required() {
    if (!client) throw new Error(messages.starting)
    return client
  }

  const evmChain = (chainId: string) =>
    config.chains.find((c) => `eip155:${c.chainId}` === chainId)

  /** Simulates and prices a transaction request while its dialog is open. */
  function review(request: PendingRequest) {
    const { method, params } = request.params.request
    const chain = evmChain(request.params.chainId)
    if (!chain) return
    if (method !== 'eth_sendTransaction' && method !== 'wallet_sendCalls')
      return
    set({ reviews: { ...state.reviews, [request.id]: 'loading' } })
    void reviewEvmRequest({ method, params, chain, from: account().address })
      .catch(() => undefined)
      .then((result) => {
        if (!(request.id in state.reviews)) return
        // No review (cannot happen: it never throws) must not keep Approve
        // disabled: the wallet then prepares its own bounded fees.
        const { [request.id]: _, ...others } = state.reviews
        set({ reviews: result ? { ...others, [request.id]: result } : others })
      })
  }

  function forget(request: PendingRequest) {
    const { [request.id]: _, ...reviews } = state.reviews
    set({
      requests: state.requests.filter((r) => r !== request),
      reviews,
    })
  }

  /**
   * Runs `request` with this wallet's key for its chain's namespace; a
   * transaction with the gas and fees its dialog showed.
   */
  function execute(request: PendingRequest, shown?: EvmReview | 'loading') {
    const { method, params } = request.params.request
    const { address, privateKey } = account()
    const reviewed = typeof shown === 'object' ? shown : undefined
    if (reviewed && !Array.isArray(reviewed.transactions))
      throw new ProviderRpcError(-32603, reviewed.transactions.error)
    return executeWalletRequest({
      method,
      params,
      chainId: request.params.chainId,
      config,
      accountIndex: state.accountIndex,
      privateKey,
      // Prepared for another account (switched while open): re-prepare.
      prepared:
        reviewed?.from === address && Array.isArray(reviewed.transactions)
          ? reviewed.transactions
          : undefined,
    })
  }

  async function answerAtOnce(signClient: SignClient, request: PendingRequest) {
    const { response } = await answerRequest(request, () => execute(request))
    await signClient.respond({ topic: request.topic, response }).catch(() => {})
  }

  const authQueue = createAuthQueue({
    get: () => state.auths,
    set: (auths) => set({ auths }),
  })

  function listen(signClient: SignClient) {
    // Without a listener the protocol shows the fallback proposal instead.
    if (oneClickAuth)
      signClient.on('session_authenticate', (event) => authQueue.add([event]))
    signClient.on('session_proposal', (event) =>
      set({ proposals: [...state.proposals, event] }),
    )
    signClient.on('proposal_expire', ({ id }) =>
      set({ proposals: state.proposals.filter((p) => p.id !== id) }),
    )
    signClient.on('session_request', (request) => {
      // Status and capability reads need no approval (EIP-5792).
      if (autoAnsweredMethods.includes(request.params.request.method))
        return void answerAtOnce(signClient, request)
      set({ requests: [...state.requests, request] })
      review(request)
    })
    signClient.on('session_request_expire', ({ id }) => {
      const expired = state.requests.find((r) => r.id === id)
      if (expired) forget(expired)
    })
    signClient.on('session_delete', ({ topic }) => {
      const peer = state.sessions.find((s) => s.topic === topic)
      refresh()
      set({ requests: state.requests.filter((r) => r.topic !== topic) })
      notice(
        messages.peerDisconnected(
          peer?.peer.metadata.name ?? messages.unknownApp,
        ),
      )
    })
    for (const name of [
      'session_expire',
      'session_update',
      'session_extend',
    ] as const)
      signClient.on(name, refresh)
  }

  const api = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /**
     * Creates the sign client (restores sessions), then pairs `uri` if
     * given; `linkModeUrl`, a request the wallet was opened with by link
     * (`/wc?wc_ev=…&topic=…`), is handled once the client listens.
     */
    async start(uri?: string, linkModeUrl?: string) {
      try {
        client = await createSignClient({
          relayUrl: config.relayUrl,
          projectId: config.projectId,
          metadata,
          storage,
          storagePrefix: 'latch-wallet@2:client',
          verify: createVerifyResolver({ url: config.verifyUrl }),
          openLink,
          initialUrl: linkModeUrl,
        })
        listen(client)
        set({ status: 'ready', sessions: client.getSessions() })
        if (oneClickAuth) authQueue.restore(client)
      } catch (error) {
        set({ status: 'failed', notice: { text: reason(error), error: true } })
        return
      }
      if (uri) await api.pair(uri)
    },

    /** Pairs with the app behind a `wc:` URI; its proposal follows. */
    pair(uri: string) {
      const trimmed = uri.trim()
      if (!trimmed.startsWith('wc:'))
        return Promise.resolve(notice(messages.pairInvalid, true))
      return guard(async () => {
        await required().pair({ uri: trimmed })
        if (!state.proposals.length) notice(messages.pairWaiting)
      })
    },

    approveProposal(proposal: ProposalEvent) {
      const name = proposal.params.proposer.metadata.name
      return guard(async () => {
        const signClient = required()
        set({ proposals: state.proposals.filter((p) => p !== proposal) })
        try {
          const namespaces = buildNamespaces(
            proposal.params,
            walletOffer(config, state.accountIndex),
          )
          await signClient.approve({ id: proposal.id, namespaces })
        } catch (error) {
          // Tell the app why when the proposal asks for what we lack.
          if (error instanceof UnsupportedProposalError)
            await signClient
              .reject({
                id: proposal.id,
                reason: getSdkError(error.key, error.detail),
              })
              .catch(() => {})
          throw error
        }
        refresh()
        notice(messages.approved(name))
      })
    },

    rejectProposal(proposal: ProposalEvent) {
      const name = proposal.params.proposer.metadata.name
      return guard(async () => {
        set({ proposals: state.proposals.filter((p) => p !== proposal) })
        await required().reject({
          id: proposal.id,
          reason: getSdkError('USER_REJECTED'),
        })
        notice(messages.rejected(name))
      })
    },

    /**
     * Signs the one-click auth message for each requested chain the wallet
     * has and answers with the CACAOs, which also opens the session.
     */
    approveAuth(auth: AuthEvent) {
      const name = auth.params.requester.metadata.name || messages.unknownApp
      return guard(async () => {
        const { address, privateKey } = account()
        await authQueue.approve(required(), auth, {
          chainIds,
          address,
          privateKey,
        })
        refresh()
        notice(messages.authApproved(name))
      })
    },

    rejectAuth(auth: AuthEvent) {
      const name = auth.params.requester.metadata.name || messages.unknownApp
      return guard(async () => {
        await authQueue.reject(required(), auth)
        notice(messages.rejected(name))
      })
    },

    /** Answers `request` (signs, sends, or switches network). */
    approveRequest(request: PendingRequest, title: string) {
      return guard(async () => {
        const signClient = required()
        const shown = state.reviews[request.id]
        forget(request)
        const { method, params } = request.params.request
        const answered = await answerRequest(request, async () =>
          method === 'wallet_switchEthereumChain'
            ? api.switchFor(params)
            : execute(request, shown),
        )
        if ('error' in answered)
          notice(messages.requestFailed(title, reason(answered.error)), true)
        const { response } = answered
        await signClient.respond({ topic: request.topic, response })
        if ('result' in response) notice(messages.requestDone(title))
      })
    },

    rejectRequest(request: PendingRequest, title: string) {
      return guard(async () => {
        forget(request)
        await required().respond({
          topic: request.topic,
          response: {
            id: request.id,
            jsonrpc: '2.0',
            error: getSdkError('USER_REJECTED'),
          },
        })
        notice(messages.requestRejected(title))
      })
    },

    /** wallet_switchEthereumChain: the target must be a wallet chain. */
    async switchFor(params: unknown) {
      const [target] = (Array.isArray(params) ? params : []) as [
        { chainId?: string } | undefined,
      ]
      const id = Number(target?.chainId)
      if (!chainIds.includes(id))
        throw new ProviderRpcError(
          4902,
          `Unrecognized chain ${target?.chainId}`,
        )
      await api.setChain(id)
      return null
    },

    /** Switches network as in the wallet UI; sessions get `chainChanged`. */
    async setChain(chainId: number) {
      prefs.setItem(CHAIN_KEY, String(chainId))
      set({ chainId })
      if (!client) return
      await updateSessionsFor(client, {
        chainId,
        address: account().address,
        event: { name: 'chainChanged', data: chainId },
      })
      refresh()
    },

    /** Switches dev account; sessions get `accountsChanged`. */
    setAccount(index: number) {
      return guard(async () => {
        prefs.setItem(ACCOUNT_KEY, String(index))
        set({ accountIndex: index })
        if (!client) return
        const { address } = account()
        await updateSessionsFor(client, {
          chainId: state.chainId,
          address,
          event: { name: 'accountsChanged', data: [address] },
          addresses: otherAddresses(config, index),
        })
        refresh()
      })
    },

    disconnect(session: Session) {
      return guard(async () => {
        try {
          await required().disconnect({
            topic: session.topic,
            reason: getSdkError('USER_DISCONNECTED'),
          })
        } finally {
          // Forgotten here even when the relay did not take the delete
          // (the error is the notice then).
          refresh()
        }
        notice(messages.disconnected(session.peer.metadata.name))
      })
    },

    close() {
      authQueue.close()
      return client?.close()
    },
  }
  return api
}
