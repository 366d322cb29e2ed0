import { builtinEnvironments } from 'vitest/environments'
import { configureQueries } from './configureQueries.js'

/**
 * For DOM tests that also run a Node server in-process (the Latch API):
 * such a file runs in the node environment (`// @vitest-environment node`,
 * so server code is transformed for Node: happy-dom's transform rewrites
 * `new URL(path, import.meta.url)` into page URLs), and calls this after
 * starting the server to install happy-dom's globals. Import React, React
 * DOM and Testing Library only afterwards (dynamically), since they read
 * the DOM globals when loaded. Such server code still calls the globals at
 * run time, so its timers and requests are the DOM's from then on: stop
 * the server before the DOM. Returns the teardown, which cancels whatever
 * still runs on the DOM at once.
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
    // Closed first: its timers and requests are cancelled and none can
    // start after (Happy DOM's close). The environment's teardown alone
    // aborts, which waits until no timer or request is left and takes new
    // ones meanwhile: an app poll that goes on after its failed request,
    // or server code of this process on the DOM's globals (latch-api's
    // RPC proxy leaves a 10 s timer per request), kept it waiting for
    // minutes. Stop such servers before this (see viewStack.tsx).
    await (
      globalThis as { happyDOM?: { close(): Promise<void> } }
    ).happyDOM?.close()
    await env.teardown(globalThis)
  }
}
