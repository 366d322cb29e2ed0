import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createProject, type StartApiReturnType, startApi } from '@latch/api'
import { devnet } from '@latch/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { checkProject } from './checkProject.js'
import { getApiContext } from './getApiContext.js'

// Real peer: latch-api, reached through a forwarder that counts the answers
// to POST /e, so the test knows when the toolkit has had its last answer.
let api: StartApiReturnType
let server: Server
let apiUrl: string
const answered: number[] = []

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory' })
  await createProject(api.db, {
    id: 'goes-away',
    name: 'Goes away',
    allowedOrigins: ['https://shop.example'],
    analyticsEnabled: true,
  })
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const answer = await fetch(`${api.url}${req.url}`, {
      method: req.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(body.length > 0 && { body }),
    })
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
    if ((req.url ?? '').startsWith('/e?')) answered.push(answer.status)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  server?.close()
  await api?.close()
})

describe('analytics answered 403 (SPEC §8)', () => {
  it("shows 'Invalid App Configuration' once, however many events are refused", async () => {
    const config = createConfig({
      projectId: 'goes-away',
      networks: [devnet],
      storage: memoryStorage(),
      apiUrl,
      features: { analytics: true },
      metadata: {
        name: 'Shop',
        description: 'A shop',
        url: 'https://shop.example',
        icons: [],
      },
    })
    await checkProject(config, { origin: 'https://shop.example' })
    expect(getApiContext(config).analytics).toBe(true)

    // The project is removed on the server: every event is now a 403.
    await api.db.query(`DELETE FROM projects WHERE id = 'goes-away'`)
    await expect
      .poll(
        async () =>
          (await fetch(`${api.url}/getAnalyticsConfig?projectId=goes-away`))
            .status,
      )
      .toBe(403)

    const shown: string[] = []
    config.subscribe(
      (state) => state.alert,
      (alert) => {
        if (alert) shown.push(alert.code)
      },
    )
    // Three refused events, each tried 4 times (403 is retried, SPEC §7);
    // wait until every try was answered, then for the last answer's catch.
    const before = answered.length
    for (const event of ['MODAL_OPEN', 'SELECT_WALLET', 'MODAL_CLOSE'] as const)
      config.events.emit('track', { event })
    await expect
      .poll(() => answered.length - before, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(12)
    await new Promise((r) => setTimeout(r, 300))
    expect(answered.slice(before).every((status) => status === 403)).toBe(true)
    expect(shown).toEqual(['INVALID_APP_CONFIGURATION'])
    expect(config.state.alert).toMatchObject({
      code: 'INVALID_APP_CONFIGURATION',
      message: 'Invalid App Configuration',
    })
    for (const stop of config._internal.cleanups) stop()
  })
})
