import type { Handlers } from './types.js'

/** The frame's passkey code: a lazy chunk, loaded when a passkey is used. */
export const loadPasskeyFlows = () => import('../passkey/passkeyFlows.js')

/**
 * CONNECT_PASSKEY (issue #22 item 4): passkey login or sign-up, in the
 * passkey chunk (`passkey/passkeyFlows.ts`).
 */
export function createPasskeyHandlers(): Handlers<'CONNECT_PASSKEY'> {
  return {
    async CONNECT_PASSKEY(payload, context, reply) {
      const { connectPasskey } = await loadPasskeyFlows()
      return (await connectPasskey(payload, context, reply)) as never
    },
  }
}
