import { getSdkError } from '@latch/common'
import { ProviderRpcError } from '@latch/devnet/wallet'
import {
  createLocalStorage,
  createSignClient,
  type KeyValueStorage,
  type Metadata,
  type Session,
  type SignClient,
} from '@latch/protocol/client'
import { createVerifyResolver } from '@latch/protocol/verify'
import { createProposalActions } from './createProposalActions.js'
import { createRequestActions } from './createRequestActions.js'
import { listenToSignClient } from './listenToSignClient.js'
import { messages } from './messages.js'
import type { WalletConfig } from './readWalletConfig.js'
import { updateSessionsFor } from './updateSessionsFor.js'
import { createWalletContext, errorReason } from './walletContext.js'
import { otherAddresses } from './walletOffer.js'
import {
  ACCOUNT_KEY,
  CHAIN_KEY,
  createWalletStore,
  type Prefs,
} from './walletStore.js'

export type { AuthEvent } from './createAuthQueue.js'
export type { ProposalEvent } from './walletStore.js'

export type WalletController = ReturnType<typeof createWalletController>

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
  const store = createWalletStore(config, prefs)
  let client: SignClient | undefined
  const context = createWalletContext(config, store, () => client)
  const { chainIds, account, required, guard, notice, refresh } = context
  const { authQueue, ...proposalActions } = createProposalActions(context)
  const requests = createRequestActions(context, (params) =>
    api.switchFor(params),
  )

  const api = {
    getState: store.get,
    subscribe: store.subscribe,

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
        listenToSignClient(client, context, {
          oneClickAuth,
          authQueue,
          requests,
        })
        store.set({ status: 'ready', sessions: client.getSessions() })
        if (oneClickAuth) authQueue.restore(client)
      } catch (error) {
        store.set({
          status: 'failed',
          notice: { text: errorReason(error), error: true },
        })
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
        if (!store.get().proposals.length) notice(messages.pairWaiting)
      })
    },

    ...proposalActions,

    /** Answers `request` (signs, sends, or switches network). */
    approveRequest: requests.approveRequest,
    rejectRequest: requests.rejectRequest,

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
      store.set({ chainId })
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
        store.set({ accountIndex: index })
        if (!client) return
        const { address } = account()
        await updateSessionsFor(client, {
          chainId: store.get().chainId,
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
