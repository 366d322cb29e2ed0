import type { Handlers } from './types.js'

/** The frame's passkey code: a lazy chunk, loaded when a passkey is used. */
export const loadPasskeyFlows = () => import('../passkey/passkeyFlows.js')

type PasskeyNames = keyof Awaited<
  ReturnType<typeof loadPasskeyFlows>
>['passkeyHandlers']

const names: readonly PasskeyNames[] = [
  'CONNECT_PASSKEY',
  'PASSKEY_RECOVERY_CODE',
  'ADD_PASSKEY_EMAIL',
  'ADD_PASSKEY_EMAIL_OTP',
]

/**
 * CONNECT_PASSKEY (issue #22 item 4): passkey login, sign-up or recovery;
 * the recovery code and a passkey wallet's recovery e-mail. Each runs in
 * the passkey chunk (`passkey/passkeyFlows.ts`), loaded on first use.
 */
export function createPasskeyHandlers(): Handlers<PasskeyNames> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      async (...args: Parameters<Handlers[PasskeyNames]>) =>
        (await loadPasskeyFlows()).passkeyHandlers[name](...args),
    ]),
  ) as Handlers<PasskeyNames>
}
