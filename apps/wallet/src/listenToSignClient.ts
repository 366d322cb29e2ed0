import type { SignClient } from '@latch/protocol/client'
import { autoAnsweredMethods } from './buildNamespaces.js'
import type { createAuthQueue } from './createAuthQueue.js'
import type { createRequestActions } from './createRequestActions.js'
import { messages } from './messages.js'
import type { WalletContext } from './walletContext.js'

/**
 * Puts what the sign client receives on screen: proposals, one-click auth
 * requests (with `oneClickAuth`), session requests (status and capability
 * reads answered at once), and their expiry; a session the app ended is
 * told; the session list follows expiries, updates and extensions.
 */
export function listenToSignClient(
  signClient: SignClient,
  { store, refresh, notice }: WalletContext,
  {
    oneClickAuth,
    authQueue,
    requests,
  }: {
    oneClickAuth: boolean
    authQueue: ReturnType<typeof createAuthQueue>
    requests: ReturnType<typeof createRequestActions>
  },
) {
  // Without a listener the protocol shows the fallback proposal instead.
  if (oneClickAuth)
    signClient.on('session_authenticate', (event) => authQueue.add([event]))
  signClient.on('session_proposal', (event) =>
    store.set({ proposals: [...store.get().proposals, event] }),
  )
  signClient.on('proposal_expire', ({ id }) =>
    store.set({ proposals: store.get().proposals.filter((p) => p.id !== id) }),
  )
  signClient.on('session_request', (request) => {
    // Status and capability reads need no approval (EIP-5792).
    if (autoAnsweredMethods.includes(request.params.request.method))
      return void requests.answerAtOnce(signClient, request)
    requests.add(request)
  })
  signClient.on('session_request_expire', ({ id }) => {
    const expired = store.get().requests.find((r) => r.id === id)
    if (expired) requests.forget(expired)
  })
  signClient.on('session_delete', ({ topic }) => {
    const peer = store.get().sessions.find((s) => s.topic === topic)
    refresh()
    store.set({
      requests: store.get().requests.filter((r) => r.topic !== topic),
    })
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
