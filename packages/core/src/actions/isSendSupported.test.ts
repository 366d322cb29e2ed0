import { bitcoinTestnet, devnet, solanaLocalnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { NamespaceAdapter } from '../types/adapter.js'
import { isSendSupported } from './isSendSupported.js'

const networks = [devnet, solanaLocalnet, bitcoinTestnet] as const

describe('isSendSupported', () => {
  it('follows what each adapter declares, not the namespace name', () => {
    // A namespace adapter that declares sendToken can send; one that
    // leaves it out (as the Bitcoin adapter does) cannot.
    const sends: NamespaceAdapter = {
      namespace: 'bip122',
      sendToken: async () => ({ hash: 'x' }),
    }
    const silent: NamespaceAdapter = { namespace: 'solana' }
    const config = createConfig({
      projectId: 'test',
      networks: [...networks],
      storage: memoryStorage(),
      adapters: [sends, silent],
    })
    expect(isSendSupported(config, { namespace: 'eip155' })).toBe(true)
    expect(isSendSupported(config, { namespace: 'bip122' })).toBe(true)
    expect(isSendSupported(config, { namespace: 'solana' })).toBe(false)
  })

  it('is false without the namespace adapter, and without a namespace', () => {
    const config = createConfig({
      projectId: 'test',
      networks: [...networks],
      storage: memoryStorage(),
    })
    expect(isSendSupported(config, { namespace: 'solana' })).toBe(false)
    expect(isSendSupported(config, { namespace: 'bip122' })).toBe(false)
    // The active namespace by default: none before a wallet connects.
    expect(config.state.activeNamespace).toBeUndefined()
    expect(isSendSupported(config)).toBe(false)
  })
})
