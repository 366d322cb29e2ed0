import { devnet } from '@latch/common'
import { createWalletFixture } from '@latch/test'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getRecentWallets } from './getRecentWallets.js'

// Three real Latch Dev Wallets, each injected under its own id.
function setup() {
  const wallets = ['one', 'two', 'three'].map((name, accountIndex) =>
    createWalletFixture({
      id: `${name}.wallet`,
      name: `Wallet ${name}`,
      accountIndex,
    }),
  )
  const config = createConfig({
    projectId: 'test',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: wallets.map((w) => w.connector),
    multiInjectedProviderDiscovery: false,
  })
  const tracked: string[] = []
  config.events.on('track', ({ event }) => tracked.push(event))
  return { config, tracked }
}

describe('recent wallets and disconnect (SPEC §4, §9)', () => {
  it('keeps the 2 most recent wallets, newest first, without repeats', async () => {
    const { config } = setup()
    for (const id of ['one.wallet', 'two.wallet', 'three.wallet']) {
      await connect(config, { connector: id })
      await disconnect(config)
    }
    expect(getRecentWallets(config).map((w) => w.id)).toEqual([
      'three.wallet',
      'two.wallet',
    ])
    await connect(config, { connector: 'two.wallet' })
    expect(getRecentWallets(config).map((w) => w.id)).toEqual([
      'two.wallet',
      'three.wallet',
    ])
  })

  it('a disconnect resets the account and tracks DISCONNECT_SUCCESS', async () => {
    const { config, tracked } = setup()
    await connect(config, { connector: 'one.wallet' })
    expect(getAccount(config).status).toBe('connected')
    await disconnect(config)
    expect(getAccount(config)).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
    })
    expect(tracked).toContain('DISCONNECT_SUCCESS')
    expect(tracked).not.toContain('DISCONNECT_ERROR')
  })
})
