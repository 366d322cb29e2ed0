import { getSdkError } from '@latch/common'
import { buildNamespaces, UnsupportedProposalError } from './buildNamespaces.js'
import { type AuthEvent, createAuthQueue } from './createAuthQueue.js'
import { messages } from './messages.js'
import type { WalletContext } from './walletContext.js'
import { walletOffer } from './walletOffer.js'
import type { ProposalEvent } from './walletStore.js'

/**
 * Session proposals and one-click auth requests: Approve opens the session
 * with the wallet's accounts (a proposal asking for what it lacks is
 * refused with the reason), Reject answers USER_REJECTED. `authQueue`
 * holds the auth requests on screen until they expire.
 */
export function createProposalActions({
  config,
  store,
  chainIds,
  account,
  required,
  guard,
  notice,
  refresh,
}: WalletContext) {
  const authQueue = createAuthQueue({
    get: () => store.get().auths,
    set: (auths) => store.set({ auths }),
  })
  const drop = (proposal: ProposalEvent) =>
    store.set({
      proposals: store.get().proposals.filter((p) => p !== proposal),
    })

  return {
    authQueue,

    approveProposal(proposal: ProposalEvent) {
      const name = proposal.params.proposer.metadata.name
      return guard(async () => {
        const signClient = required()
        drop(proposal)
        try {
          const namespaces = buildNamespaces(
            proposal.params,
            walletOffer(config, store.get().accountIndex),
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
        drop(proposal)
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
  }
}
