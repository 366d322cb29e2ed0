// apps/<app> built into a temporary folder against the given services and
// served on loopback, for the sections that drive the demo in a browser.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../scripts/build-app.mjs'
import { serveStatic } from '../../scripts/serve-static.mjs'

/**
 * @param {import('../../scripts/build-app.d.mts').BuildAppOptions & {
 *   host: string, stops: (() => Promise<unknown>)[] }} options what to stop
 *   (the server, the folder) is pushed onto `stops`
 * @returns {Promise<string>} the page's URL
 */
export async function serveBuiltApp({ host, stops, ...options }) {
  const outDir = await mkdtemp(join(tmpdir(), `latch-bench-${options.app}-`))
  stops.push(() => rm(outDir, { recursive: true, force: true }))
  await buildApp({ ...options, outDir })
  const server = await serveStatic({ root: outDir, host, port: 0 })
  stops.push(() => server.close())
  return server.url
}
