import { devnet, devnet2 } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { injected } from '../connectors/injected.js'
import { createConfig } from '../createConfig.js'
import { noopStorage } from '../storage/noopStorage.js'
import type { InitialState } from './cookieToInitialState.js'
import { hydrate } from './hydrate.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const initialState: InitialState = {
  activeNamespace: 'eip155',
  namespaces: {
    eip155: {
      status: 'reconnecting',
      connectorId: 'dev.latch.wallet',
      accounts: [ACCOUNT],
      caipNetworkId: 'eip155:31338',
    },
  },
  selectedNetworkId: 'eip155:31338',
  router: { history: [{ view: 'Account' }] },
}

/** Counts how often the config created its connector. */
function countingConfig(ssr: boolean) {
  let created = 0
  const config = createConfig({
    projectId: 'p',
    networks: [devnet, devnet2],
    storage: noopStorage,
    ssr,
    connectors: [
      (context) => {
        created += 1
        return injected({
          target: { id: 'counted', name: 'Counted', provider: () => undefined },
        })(context)
      },
    ],
  })
  return { config, created: () => created }
}

describe('hydrate', () => {
  it('puts the server state in before the first render, and starts the config on mount', () => {
    const { config, created } = countingConfig(true)
    expect(created()).toBe(0)
    const { onMount } = hydrate(config, { initialState })
    expect(config.state.namespaces.eip155?.accounts).toEqual([ACCOUNT])
    expect(config.state.activeNamespace).toBe('eip155')
    expect(config.state.selectedNetworkId).toBe('eip155:31338')
    expect(config.state.connectors).toEqual([])
    onMount()
    onMount()
    hydrate(config).onMount()
    expect(created()).toBe(1)
    expect(config.state.connectors.map((c) => c.id)).toEqual(['counted'])
  })

  it('leaves a started config as it is', () => {
    const { config, created } = countingConfig(false)
    expect(created()).toBe(1)
    hydrate(config, { initialState }).onMount()
    expect(config.state.namespaces).toEqual({})
    expect(created()).toBe(1)
  })

  it('keeps the state once the config started', () => {
    const { config } = countingConfig(true)
    hydrate(config).onMount()
    hydrate(config, { initialState })
    expect(config.state.namespaces).toEqual({})
  })
})
