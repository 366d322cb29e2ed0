import type { Handlers } from './types.js'

/** The frame's passkey code: a lazy chunk, loaded when a passkey is used. */
export const loadPasskeyFlows = () => import('../passkey/passkeyFlows.js')

/**
 * CONNECT_PASSKEY (issue #22 item 4): passkey login, sign-up or recovery;
 * the recovery code and a passkey wallet's recovery e-mail: in the passkey
 * chunk (`passkey/passkeyFlows.ts`).
 */
export function createPasskeyHandlers(): Handlers<
  | 'CONNECT_PASSKEY'
  | 'PASSKEY_RECOVERY_CODE'
  | 'ADD_PASSKEY_EMAIL'
  | 'ADD_PASSKEY_EMAIL_OTP'
> {
  return {
    async CONNECT_PASSKEY(payload, context, reply) {
      const { connectPasskey } = await loadPasskeyFlows()
      return (await connectPasskey(payload, context, reply)) as never
    },
    async PASSKEY_RECOVERY_CODE(payload, context) {
      return (await loadPasskeyFlows()).mailRecoveryCode(payload, context)
    },
    async ADD_PASSKEY_EMAIL(payload, context) {
      return (await loadPasskeyFlows()).addPasskeyEmail(payload, context)
    },
    async ADD_PASSKEY_EMAIL_OTP(payload, context) {
      return (await loadPasskeyFlows()).addPasskeyEmailOtp(payload, context)
    },
  }
}
