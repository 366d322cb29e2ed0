import { whenIdle } from '@latch/common'
import {
  type AuthConnector,
  type AuthConnectorEventMap,
  type ConnectorEventMap,
  type CreateConnectorFn,
  createEmitter,
} from '@latch/core'
import type {
  EmbeddedWalletParameters,
  EmbeddedWalletSession,
} from './types.js'

// The connector's methods, forwarded to the loaded wallet. They are names
// only here: this file is in every page's first load, the wallet is not.
const forwarded = [
  'preload',
  'connect',
  'disconnect',
  'getAccounts',
  'getChainId',
  'getProvider',
  'getNamespaceProvider',
  'switchChain',
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'connectPasskey',
  'getSocialRedirectUri',
  'connectSocial',
  'getFarcasterUri',
  'connectFarcaster',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'getUser',
  'setPreferredAccountType',
] as const satisfies readonly (keyof AuthConnector)[]
// Fire-and-forget methods: never a rejection nobody handles.
const signals = ['showFrame', 'cancelApproval', 'syncTheme', 'reload'] as const

type Forwarded = (typeof forwarded)[number] | (typeof signals)[number]

/** Resolves when the browser is idle (at once elsewhere). */

/**
 * The embedded wallet (SPEC §1: e-mail one-time code or social login) as a
 * connector of type `AUTH`, talking to your embedded-wallet service's
 * secure frame. This factory is tiny: the frame and its messenger load
 * with a dynamic import when the visitor picks e-mail or social login, or
 * on idle when a login from an earlier visit is restored; a visitor who
 * never logged in loads nothing.
 * https://latch.dev/docs/embedded/embeddedWallet
 *
 * @example
 * import { embeddedWallet } from '@latch/embedded'
 * const config = createConfig({
 *   projectId, networks,
 *   connectors: [embeddedWallet({ url: 'http://127.0.0.1:8789' })],
 * })
 */
export function embeddedWallet(
  parameters: EmbeddedWalletParameters,
): CreateConnectorFn {
  const origin = new URL(parameters.url).origin
  return (context): AuthConnector => {
    const emitter = createEmitter<ConnectorEventMap>()
    const authEmitter = createEmitter<AuthConnectorEventMap>()
    let loading: Promise<EmbeddedWalletSession> | undefined
    const load = () =>
      (loading ??= import('./loadEmbeddedWallet.js')
        .then((m) =>
          m.loadEmbeddedWallet({
            parameters,
            context,
            origin,
            emitter,
            authEmitter,
          }),
        )
        .catch((error: unknown) => {
          // A failed chunk or frame is tried again on the next call.
          loading = undefined
          throw error
        }))
    const connector: Record<string, unknown> = {
      id: parameters.id ?? 'embedded',
      name: parameters.name ?? 'Email',
      type: 'AUTH',
      chainNamespace: 'eip155',
      // Its Solana account joins when the config has a Solana network.
      chainNamespaces: ['eip155', 'solana'],
      icon: parameters.icon,
      origin,
      emitter,
      authEmitter,
      async isAuthorized() {
        // Visitors who never logged in load nothing.
        if (!loading) {
          if (context.storage.getItem('embeddedLoginUsed') !== true)
            return false
          await whenIdle()
        }
        try {
          return await (await load()).isAuthorized()
        } catch {
          // SPEC §4: a failed check clears the login cache (without its
          // flag it reads as empty; the next login overwrites the rest).
          context.storage.removeItem('embeddedLoginUsed')
          return false
        }
      },
    }
    for (const name of forwarded)
      connector[name] = async (...args: unknown[]) =>
        call(await load(), name, args)
    for (const name of signals)
      connector[name] = (...args: unknown[]) =>
        void load().then(
          (session) => call(session, name, args),
          () => {},
        )
    return connector as AuthConnector
  }
}

function call(
  session: EmbeddedWalletSession,
  name: Forwarded,
  args: unknown[],
): unknown {
  if (name === 'preload') return
  return (session[name] as (...a: unknown[]) => unknown)(...args)
}
