import { rm } from 'node:fs/promises'
import { buildMatrixApp, type MatrixApp } from './buildMatrixApp.js'

export type MatrixAppsAhead = {
  /** The build of `fixture` (one of those passed in). */
  app(fixture: string): Promise<MatrixApp>
  /** Waits for every build and removes every folder (also the unused). */
  dispose(): Promise<void>
}

/**
 * Starts building the matrix apps of `fixtures` (buildMatrixApp), in that
 * order and `concurrency` at a time, so that one fixture's `npm ci` and
 * Vite build run while another installs and while the tests drive the ones
 * before in Chromium. Each test then awaits its own app: the same app the
 * test would have built itself, only started earlier.
 */
export function buildMatrixAppsAhead(
  fixtures: readonly string[],
  parameters: { packs: string; rpcUrls: readonly string[] },
  concurrency = 2,
): MatrixAppsAhead {
  const queue = fixtures.map((fixture) => {
    let start = () => {}
    const started = new Promise<void>((resolve) => {
      start = resolve
    })
    const app = started.then(() => buildMatrixApp({ fixture, ...parameters }))
    // A failed build is reported by the test that awaits it.
    app.catch(() => {})
    return { fixture, start, app }
  })
  let next = 0
  const worker = async () => {
    for (let item = queue[next++]; item; item = queue[next++]) {
      item.start()
      await item.app.catch(() => {})
    }
  }
  const workers = Array.from({ length: concurrency }, worker)
  return {
    app(fixture) {
      const item = queue.find((entry) => entry.fixture === fixture)
      if (!item) throw new Error(`no matrix build for ${fixture}`)
      return item.app
    },
    async dispose() {
      await Promise.all(workers)
      for (const { app } of queue) {
        const built = await app.catch(() => undefined)
        if (built) await rm(built.dir, { recursive: true, force: true })
      }
    },
  }
}
