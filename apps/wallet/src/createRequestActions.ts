import { getSdkError } from '@latch/common'
import { ProviderRpcError } from '@latch/devnet/wallet'
import type { PendingRequest, SignClient } from '@latch/protocol/client'
import { answerRequest } from './answerRequest.js'
import { type EvmReview, reviewEvmRequest } from './evm/reviewEvmRequest.js'
import { executeWalletRequest } from './executeWalletRequest.js'
import { messages } from './messages.js'
import { errorReason, type WalletContext } from './walletContext.js'

/**
 * The session requests on screen: each transaction request is simulated
 * and priced while its dialog is open (`review`), Approve runs it with the
 * dev key as reviewed, Reject answers USER_REJECTED; status and capability
 * reads are answered at once. `switchChain` runs an approved
 * wallet_switchEthereumChain.
 */
export function createRequestActions(
  { config, store, account, required, guard, notice }: WalletContext,
  switchChain: (params: unknown) => Promise<null>,
) {
  const evmChain = (chainId: string) =>
    config.chains.find((c) => `eip155:${c.chainId}` === chainId)

  /** Simulates and prices a transaction request while its dialog is open. */
  function review(request: PendingRequest) {
    const { method, params } = request.params.request
    const chain = evmChain(request.params.chainId)
    if (!chain) return
    if (method !== 'eth_sendTransaction' && method !== 'wallet_sendCalls')
      return
    store.set({ reviews: { ...store.get().reviews, [request.id]: 'loading' } })
    void reviewEvmRequest({ method, params, chain, from: account().address })
      .catch(() => undefined)
      .then((result) => {
        const { reviews } = store.get()
        if (!(request.id in reviews)) return
        // No review (cannot happen: it never throws) must not keep Approve
        // disabled: the wallet then prepares its own bounded fees.
        const { [request.id]: _, ...others } = reviews
        store.set({
          reviews: result ? { ...others, [request.id]: result } : others,
        })
      })
  }

  function forget(request: PendingRequest) {
    const { requests, reviews: all } = store.get()
    const { [request.id]: _, ...reviews } = all
    store.set({ requests: requests.filter((r) => r !== request), reviews })
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
      accountIndex: store.get().accountIndex,
      privateKey,
      // Prepared for another account (switched while open): re-prepare.
      prepared:
        reviewed?.from === address && Array.isArray(reviewed.transactions)
          ? reviewed.transactions
          : undefined,
    })
  }

  return {
    /** Shows `request` and starts its review. */
    add(request: PendingRequest) {
      store.set({ requests: [...store.get().requests, request] })
      review(request)
    },

    forget,

    /** Answers a request that needs no approval. */
    async answerAtOnce(signClient: SignClient, request: PendingRequest) {
      const { response } = await answerRequest(request, () => execute(request))
      await signClient
        .respond({ topic: request.topic, response })
        .catch(() => {})
    },

    /** Answers `request` (signs, sends, or switches network). */
    approveRequest(request: PendingRequest, title: string) {
      return guard(async () => {
        const signClient = required()
        const shown = store.get().reviews[request.id]
        forget(request)
        const { method, params } = request.params.request
        const answered = await answerRequest(request, async () =>
          method === 'wallet_switchEthereumChain'
            ? switchChain(params)
            : execute(request, shown),
        )
        if ('error' in answered)
          notice(
            messages.requestFailed(title, errorReason(answered.error)),
            true,
          )
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
  }
}
