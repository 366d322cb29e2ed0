import { createProject, type StartApiReturnType, startApi } from '@latch/api'
import { devnet } from '@latch/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkProject } from '../api/checkProject.js'
import { getApiContext } from '../api/getApiContext.js'
import { createConfig } from '../createConfig.js'
import { dispatch } from '../state/dispatch.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { Config } from '../types/config.js'

let api: StartApiReturnType
beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory' })
  await createProject(api.db, {
    id: 'errors-on',
    name: 'Errors',
    allowedOrigins: ['https://shop.example'],
    analyticsEnabled: true,
  })
}, 60_000)
afterAll(() => api?.close())

const make = (analytics: boolean) =>
  createConfig({
    projectId: 'errors-on',
    networks: [devnet],
    storage: memoryStorage(),
    apiUrl: api.url,
    features: { analytics },
    metadata: {
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.example',
      icons: [],
    },
  })

/** The error reports latch-api stored for the project. */
const stored = async () =>
  (
    await api.db.query<{ props: Record<string, unknown> }>(
      `SELECT props FROM analytics_events
       WHERE project_id = 'errors-on' AND props->>'type' = 'error'
       ORDER BY id`,
    )
  ).map((row) => row.props)

const showAlert = (config: Config, n: number) =>
  dispatch(config, {
    type: 'alert/shown',
    alert: {
      variant: 'error',
      code: 'EMBEDDED_REQUEST_TIMEOUT',
      message: `Embedded Wallet Request Timed Out ${n}`,
    },
  })

describe('reportErrors (through startAnalytics)', () => {
  it('sends nothing while the host has analytics off (private by default)', async () => {
    const config = make(false)
    await checkProject(config, { origin: 'https://shop.example' })
    expect(getApiContext(config).analytics).toBe(false)
    showAlert(config, 0)
    dispatch(config, {
      type: 'toast/shown',
      toast: {
        id: 1,
        variant: 'error',
        message: 'Failed to fetch transactions',
      },
    })
    // A later event that is sent proves the earlier ones would have landed.
    const on = make(true)
    await checkProject(on, { origin: 'https://shop.example' })
    dispatch(on, {
      type: 'toast/shown',
      toast: { id: 1, variant: 'error', message: 'Token Balance Unavailable' },
    })
    await expect.poll(async () => (await stored()).length).toBe(1)
    expect(await stored()).toEqual([
      {
        type: 'error',
        event: 'ERROR',
        properties: {
          code: 'TOAST',
          message: 'Token Balance Unavailable',
          dropped: 0,
        },
      },
    ])
    for (const stop of on._internal.cleanups) stop()
  })

  it('reports each error shown, at most 5 per 60 s, with no address', async () => {
    const before = (await stored()).length
    const config = make(true)
    await checkProject(config, { origin: 'https://shop.example' })
    expect(getApiContext(config).analytics).toBe(true)
    dispatch(config, {
      type: 'connection/established',
      namespace: 'eip155',
      connection: {
        connectorId: 'mock',
        accounts: ['0x0000000000000000000000000000000000000001'],
        caipNetworkId: devnet.caipNetworkId,
      },
    })
    // A success toast and a warning are not errors.
    dispatch(config, {
      type: 'toast/shown',
      toast: { id: 1, variant: 'success', message: 'Copied' },
    })
    for (let n = 1; n <= 4; n++) showAlert(config, n)
    // A wallet's text quoting the address: the address is cut out.
    dispatch(config, {
      type: 'toast/shown',
      toast: {
        id: 2,
        variant: 'error',
        message:
          'insufficient funds for 0x0000000000000000000000000000000000000001',
      },
    })
    for (let n = 5; n <= 8; n++) showAlert(config, n)
    await expect.poll(async () => (await stored()).length).toBe(before + 5)
    const reports = (await stored()).slice(before)
    expect(
      reports.map((p) => (p.properties as { message: string }).message),
    ).toEqual([
      ...[1, 2, 3, 4].map((n) => `Embedded Wallet Request Timed Out ${n}`),
      'insufficient funds for 0x…',
    ])
    expect(JSON.stringify(reports)).not.toMatch(/0x0{39}1/)
    expect(reports.every((p) => !('address' in p))).toBe(true)
    for (const stop of config._internal.cleanups) stop()
  })
})
