import {
  type AuthConnector,
  type AuthConnectorEventMap,
  type ConnectorEventMap,
  type CreateConnectorFn,
  createEmitter,
  EmbeddedDependencyLoadError,
} from '@latch/core'
import type {
  EmbeddedWalletParameters,
  EmbeddedWalletSession,
} from './types.js'

const forwarded = [
  'connect',
  'getChainId',
  'getProvider',
  'switchChain',
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'getSocialRedirectUri',
  'connectSocial',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
] as const satisfies readonly (keyof EmbeddedWalletSession)[]
type Forwarded = (typeof forwarded)[number]

/** Resolves when the browser is idle (at once elsewhere). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 2_000 })
    else setTimeout(resolve, 0)
  })
}

/**
 * The embedded wallet (SPEC §1: e-mail one-time code or social login) as a
 * connector of type `AUTH`, talking to your embedded-wallet service's
 * secure frame. This factory is tiny: the frame and its messenger load
 * with a dynamic import when the visitor picks e-mail or social login, or
 * on idle when a login from an earlier visit is restored.
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
    let themeMode: 'light' | 'dark' | undefined
    const load = () => {
      loading ??= import('./loadEmbeddedWallet.js')
        .then((m) => m.loadEmbeddedWallet())
        .catch((cause: unknown) => {
          throw new EmbeddedDependencyLoadError({ cause })
        })
        .then((create) =>
          create({ parameters, context, origin, emitter, authEmitter }),
        )
        .then((session) => {
          if (themeMode) session.syncTheme({ themeMode })
          return session
        })
        .catch((error: unknown) => {
          // A failed chunk or frame is tried again on the next call.
          loading = undefined
          throw error
        })
      return loading
    }
    // Methods that only need the loaded wallet, forwarded to it.
    const call =
      <K extends Forwarded>(name: K) =>
      async (...args: unknown[]) =>
        ((await load())[name] as (...a: unknown[]) => unknown)(...args)
    const connector: Omit<AuthConnector, Forwarded> = {
      id: parameters.id ?? 'embedded',
      name: parameters.name ?? 'Email',
      type: 'AUTH',
      chainNamespace: 'eip155',
      icon: parameters.icon,
      origin,
      emitter,
      authEmitter,
      async preload() {
        await load()
      },
      async disconnect() {
        // Nothing to sign out of when the frame never loaded this visit
        // and no login is remembered.
        if (!loading && !context.storage.getItem('embeddedLoginUsed')) return
        await (await load()).disconnect()
      },
      async getAccounts() {
        return loading ? (await loading).getAccounts() : []
      },
      async isAuthorized() {
        if (!loading) {
          // Visitors who never logged in load nothing.
          if (context.storage.getItem('embeddedLoginUsed') !== true)
            return false
          await whenIdle()
        }
        try {
          return await (await load()).isAuthorized()
        } catch {
          // SPEC §4: a failed check clears the login cache. Without its
          // flag the cache reads as empty (the rest is overwritten by the
          // next login); the chunk's clearLoginCache is not loaded here.
          context.storage.removeItem('embeddedLoginUsed')
          return false
        }
      },
      async getUser() {
        return loading ? (await loading).getUser() : undefined
      },
      showFrame(rect) {
        void loading?.then(
          (s) => s.showFrame(rect),
          () => {},
        )
      },
      syncTheme(theme) {
        themeMode = theme.themeMode
        void loading?.then(
          (s) => s.syncTheme(theme),
          () => {},
        )
      },
      cancelApproval() {
        void loading?.then(
          (s) => s.cancelApproval(),
          () => {},
        )
      },
    }
    const methods = Object.fromEntries(forwarded.map((n) => [n, call(n)]))
    // Each forwarded method has the session's signature (call's name).
    return Object.assign(connector, methods as Pick<AuthConnector, Forwarded>)
  }
}
