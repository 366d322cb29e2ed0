import { createInitialState } from '../internal/createInitialState.js'
import { cookieStorage } from '../storage/cookieStorage.js'
import { createStorage } from '../storage/createStorage.js'
import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'

/**
 * The part of a config's state that a server renders from the visitor's
 * cookies: the remembered connections (as `reconnecting`, with their last
 * accounts), the active namespace, the shown network and the modal's first
 * view. Plain data, so a server component can hand it to a client one.
 */
export type InitialState = Pick<
  State,
  'activeNamespace' | 'namespaces' | 'selectedNetworkId' | 'router'
>

/**
 * Reads the state a config with `cookieStorage()` starts in out of a
 * request's `Cookie` header, for `<LatchProvider initialState>` (or
 * `hydrate`): the server's HTML and the browser's first render then show
 * the same account. Returns undefined without a cookie.
 * https://latch.dev/docs/core/ssr#cookietoinitialstate
 *
 * @example
 * const initialState = cookieToInitialState(config, headers.get('cookie'))
 */
export function cookieToInitialState(
  config: Config,
  cookie: string | null | undefined,
): InitialState | undefined {
  if (!cookie) return undefined
  const storage = createStorage({
    storage: cookieStorage({ cookie }),
    key: config.storage.key,
  })
  const { activeNamespace, namespaces, selectedNetworkId, router } =
    createInitialState({
      networks: config.networks,
      defaultNetwork: config.options.defaultNetwork,
      storage,
      alert: undefined,
      themeMode: config.state.theme.themeMode,
      themeVariables: config.state.theme.themeVariables,
      locale: config.state.locale,
    })
  return { activeNamespace, namespaces, selectedNetworkId, router }
}
