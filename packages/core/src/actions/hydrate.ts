import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { InitialState } from './cookieToInitialState.js'

export type HydrateParameters = {
  /** The state the server rendered (`cookieToInitialState`). */
  initialState?: InitialState | undefined
}

export type HydrateReturnType = {
  /**
   * Starts what the config starts in the page (connectors, wallet
   * discovery, the restore of remembered connections…), once; call it
   * after the first render in the browser.
   */
  onMount(): void
}

/**
 * Server rendering (a config made with `ssr: true`): puts the state the
 * server rendered into the config before the first render, so the
 * browser's first render matches the server's HTML, and returns `onMount`,
 * which starts the rest. A config already started keeps its state.
 * `<LatchProvider initialState>` does both for React.
 * https://latch.dev/docs/core/ssr#hydrate
 */
export function hydrate(
  config: Config,
  parameters: HydrateParameters = {},
): HydrateReturnType {
  const { initialState } = parameters
  if (initialState && !config._internal.mounted)
    dispatch(config, { type: 'ssr/hydrated', initialState })
  return { onMount: () => config._internal.mount() }
}
