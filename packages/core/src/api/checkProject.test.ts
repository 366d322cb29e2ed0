import {
  createProject,
  DEV_PROJECT_ID,
  type StartApiReturnType,
  startApi,
} from '@latch/api'
import { devnet } from '@latch/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { checkProject } from './checkProject.js'
import { getApiContext } from './getApiContext.js'

let api: StartApiReturnType
beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory', seedDevProject: true })
  await createProject(api.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://*.shop.example'],
    analyticsEnabled: true,
  })
}, 60_000)
afterAll(() => api?.close())

const make = (projectId: string, analytics = false) =>
  createConfig({
    projectId,
    networks: [devnet],
    storage: memoryStorage(),
    apiUrl: api.url,
    features: { analytics },
    metadata: {
      name: 'Shop',
      description: 'A shop',
      url: 'https://www.shop.example',
      icons: [],
    },
  })

describe('checkProject', () => {
  it('accepts an allowed origin, exact or wildcard', async () => {
    const config = make('shop')
    expect(
      await checkProject(config, { origin: 'https://www.shop.example' }),
    ).toBe('allowed')
    expect(config.state.alert).toBeUndefined()
    expect(
      await checkProject(make(DEV_PROJECT_ID), {
        origin: 'http://127.0.0.1:5173',
      }),
    ).toBe('allowed')
  })

  it("alerts 'Invalid App Configuration' on an origin the project does not allow", async () => {
    const config = make('shop')
    expect(await checkProject(config, { origin: 'https://evil.example' })).toBe(
      'origin-not-allowed',
    )
    expect(config.state.alert).toEqual({
      variant: 'error',
      code: 'INVALID_APP_CONFIGURATION',
      message: 'Invalid App Configuration',
    })
  })

  it("alerts 'Invalid Project ID - update configuration' for an unknown project", async () => {
    const config = make('no-such-project')
    expect(
      await checkProject(config, { origin: 'http://127.0.0.1:5173' }),
    ).toBe('invalid-project')
    expect(config.state.alert).toMatchObject({
      code: 'INVALID_PROJECT_ID',
      message: 'Invalid Project ID - update configuration',
    })
  }, 10_000)

  it('does nothing without apiUrl', async () => {
    const config = createConfig({
      projectId: 'shop',
      networks: [devnet],
      storage: memoryStorage(),
    })
    expect(await checkProject(config, { origin: 'https://x.io' })).toBe(
      'skipped',
    )
  })

  it('sends analytics only when the host and the server both turn them on', async () => {
    const count = async () =>
      (
        await api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM analytics_events WHERE project_id = 'shop'`,
        )
      )[0]?.n ?? 0
    // Host off: nothing is sent even though the server has analytics on.
    const off = make('shop', false)
    await checkProject(off, { origin: 'https://a.shop.example' })
    off.events.emit('track', { event: 'MODAL_OPEN' })
    expect(getApiContext(off).analytics).toBe(false)
    // Host on, server off (dev project): nothing is sent.
    const serverOff = make(DEV_PROJECT_ID, true)
    await checkProject(serverOff, { origin: 'http://127.0.0.1:1' })
    expect(getApiContext(serverOff).analytics).toBe(false)
    // Both on: the event is stored.
    const on = make('shop', true)
    await checkProject(on, { origin: 'https://a.shop.example' })
    expect(getApiContext(on).analytics).toBe(true)
    const before = await count()
    on.events.emit('track', {
      event: 'MODAL_OPEN',
      properties: { view: 'Connect' },
    })
    await expect.poll(count).toBe(before + 1)
  })
})
