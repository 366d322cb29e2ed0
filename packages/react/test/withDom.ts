import { builtinEnvironments } from 'vitest/environments'
import { configureQueries } from './configureQueries.js'

/**
 * For DOM tests that also run a Node server in-process (the Latch API):
 * such a file runs in the node environment (`// @vitest-environment node`,
 * so server code is transformed for Node: happy-dom's transform rewrites
 * `new URL(path, import.meta.url)` into page URLs), and calls this after
 * starting the server to install happy-dom's globals. Import React, React
 * DOM and Testing Library only afterwards (dynamically), since they read
 * the DOM globals when loaded. Returns the teardown.
 */
export async function withDom(
  /** happy-dom settings, e.g. `{ enableImageFileLoading: true }`. */
  settings: Record<string, unknown> = {},
): Promise<() => Promise<void>> {
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, {
    happyDOM: { url: 'http://localhost:3000', settings },
  })
  await configureQueries()
  return async () => {
    await env.teardown(globalThis)
  }
}
