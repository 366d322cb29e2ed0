import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { getLogs } from '../actions/getLogs.js'
import { createConfig } from '../createConfig.js'
import { dispatch } from '../state/dispatch.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { logStateChanges } from './logStateChanges.js'

describe('logStateChanges', () => {
  it("writes the toolkit's steps and errors to getLogs, without addresses", () => {
    const config = createConfig({
      projectId: 'p',
      networks: [devnet],
      storage: memoryStorage(),
    })
    expect(getLogs(config)).toEqual([])
    const stop = logStateChanges(config)
    dispatch(config, {
      type: 'connection/started',
      namespace: 'eip155',
      connectorId: 'injected',
    })
    dispatch(config, {
      type: 'connection/established',
      namespace: 'eip155',
      connection: {
        connectorId: 'injected',
        accounts: ['0x0000000000000000000000000000000000000001'],
        caipNetworkId: devnet.caipNetworkId,
      },
    })
    dispatch(config, {
      type: 'networkStatus/offline',
      networkStatus: 'offline',
    })
    dispatch(config, {
      type: 'toast/shown',
      toast: { id: 1, variant: 'error', message: 'Failed to disconnect' },
    })
    stop()
    dispatch(config, { type: 'networkStatus/online', networkStatus: 'online' })
    const logs = getLogs(config)
    expect(logs.map((e) => `${e.level} ${e.message}`)).toEqual([
      'debug view: Connect',
      'debug connection eip155: connecting via injected',
      'debug connection eip155: connected via injected',
      'debug network: offline',
      'error toast: Failed to disconnect',
    ])
    expect(JSON.stringify(logs)).not.toContain('0x000')
  })
})
