import { devnet, devnet2, solanaLocalnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { dispatch } from '../state/dispatch.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { BaseStorage } from '../storage/types.js'

const EVM = devnet.caipNetworkId
const SOL = solanaLocalnet.caipNetworkId

function setup(storage: BaseStorage = memoryStorage()) {
  const config = createConfig({
    projectId: 'p',
    networks: [devnet, devnet2, solanaLocalnet],
    storage,
    multiInjectedProviderDiscovery: false,
    ssr: true,
  })
  const stored = (key: string) => {
    const raw = storage.getItem(`latch.v1.${key}`)
    return raw === null ? null : JSON.parse(raw)
  }
  return { config, stored, storage }
}

const embedded = (caipNetworkId: typeof EVM | typeof SOL) => ({
  connectorId: 'embedded',
  accounts: ['a'],
  caipNetworkId,
})

describe('persistConnections', () => {
  // The embedded wallet restores eip155 and solana one after the other;
  // each used to write its own network, so `solana:…` stayed stored while
  // the page showed Latch Devnet.
  it('storage follows what the page shows while two namespaces are restored', () => {
    const { config, stored } = setup()
    for (const namespace of ['eip155', 'solana'] as const)
      dispatch(config, {
        type: 'connection/established',
        namespace,
        connection: embedded(namespace === 'eip155' ? EVM : SOL),
      })
    dispatch(config, { type: 'connection/activated', namespace: 'eip155' })
    expect(stored('activeCaipNetworkId')).toBe(EVM)
    expect(stored('activeNamespace')).toBe('eip155')
    expect(stored('connectedNamespaces')).toBe('eip155,solana')
    expect(stored('connectionStatus')).toBe('connected')

    // The wallet leaves: the page keeps showing Latch Devnet, and so does
    // a reload.
    dispatch(config, {
      type: 'connection/ended',
      namespaces: ['eip155', 'solana'],
    })
    expect(stored('activeCaipNetworkId')).toBe(EVM)
    expect(stored('activeNamespace')).toBeNull()
    expect(stored('connections')).toBeNull()
    expect(stored('connectionStatus')).toBe('disconnected')
  })

  it('a reload starts on the network stored', () => {
    const { config, storage } = setup()
    dispatch(config, {
      type: 'connection/networkSelected',
      caipNetworkId: devnet2.caipNetworkId,
    })
    expect(setup(storage).config.state.selectedNetworkId).toBe(
      devnet2.caipNetworkId,
    )
  })

  it('a wallet on a network outside the config leaves the stored one alone', () => {
    const { config, stored } = setup()
    dispatch(config, {
      type: 'connection/established',
      namespace: 'eip155',
      connection: {
        connectorId: 'w',
        accounts: ['a'],
        caipNetworkId: 'eip155:1',
      },
    })
    expect(stored('activeCaipNetworkId')).toBeNull()
    expect(stored('connections')).toEqual({
      eip155: { connectorId: 'w', accounts: ['a'], caipNetworkId: 'eip155:1' },
    })
  })
})
