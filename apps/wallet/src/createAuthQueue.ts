import { getSdkError } from '@latch/common'
import type { SignClient, SignClientEvents } from '@latch/protocol/client'
import { planAuth, signAuthPlan } from './signAuthRequest.js'

/** A one-click auth request (wc_sessionAuthenticate) waiting for an answer. */
export type AuthEvent = SignClientEvents['session_authenticate']

/**
 * The one-click auth requests on screen, kept in the wallet state through
 * `get` / `set`: each leaves when it expires (the app stops waiting for it
 * then), and `approve` / `reject` answer one.
 */
export function createAuthQueue({
  get,
  set,
}: {
  get(): AuthEvent[]
  set(auths: AuthEvent[]): void
}) {
  const expiries = new Set<ReturnType<typeof setTimeout>>()
  const remove = (auth: AuthEvent) => set(get().filter((a) => a !== auth))

  const queue = {
    /** Shows `events`, each until it expires. */
    add(events: AuthEvent[]) {
      set([...get(), ...events])
      for (const event of events) {
        const timer = setTimeout(
          () => {
            expiries.delete(timer)
            set(get().filter((a) => a.id !== event.id))
          },
          Math.max(event.params.expiryTimestamp * 1000 - Date.now(), 0),
        )
        expiries.add(timer)
      }
    },

    /** Shows the unexpired requests kept from before a reload. */
    restore(client: SignClient) {
      queue.add(pendingAuths(client))
    },

    /**
     * Signs the one-click auth message for each requested chain the wallet
     * has and answers with the CACAOs, which also opens the session. A
     * request for none of its chains, or only methods it lacks, is refused
     * with the reason, which is thrown.
     */
    async approve(
      client: SignClient,
      auth: AuthEvent,
      {
        chainIds,
        address,
        privateKey,
      }: {
        chainIds: readonly number[]
        address: string
        privateKey: `0x${string}`
      },
    ) {
      remove(auth)
      const plan = planAuth(auth.params.authPayload, { chainIds, address })
      if ('error' in plan) {
        const { code, shortMessage } = plan.error
        await client
          .rejectSessionAuthenticate({
            id: auth.id,
            reason: { code, message: shortMessage },
          })
          .catch(() => {})
        throw new Error(shortMessage)
      }
      const auths = await signAuthPlan(plan, privateKey)
      await client.approveSessionAuthenticate({ id: auth.id, auths })
    },

    /** Answers USER_REJECTED. */
    async reject(client: SignClient, auth: AuthEvent) {
      remove(auth)
      await client.rejectSessionAuthenticate({
        id: auth.id,
        reason: getSdkError('USER_REJECTED'),
      })
    },

    /** Stops the expiry timers. */
    close() {
      for (const timer of expiries) clearTimeout(timer)
      expiries.clear()
    },
  }
  return queue
}

/** Unexpired auth requests kept from before a reload, as events. */
function pendingAuths(client: SignClient): AuthEvent[] {
  const now = Date.now() / 1000
  return client
    .getAuthRequests()
    .filter((request) => request.expiryTimestamp > now)
    .map(({ id, verifyContext, ...params }) => ({
      id,
      topic: params.pairingTopic,
      params,
      verifyContext,
    }))
}
