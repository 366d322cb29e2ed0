import { devnet } from '@latch/common'
import { createWalletFixture } from '@latch/test'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import {
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  SwitchAccountNotFoundError,
} from '../errors/connector.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { LatchEvent } from '../types/events.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { switchAccount } from './switchAccount.js'
import { watchEvents } from './watchEvents.js'

// Dev accounts 0 and 1, each in its own injected wallet.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const first = createWalletFixture()
  const second = createWalletFixture({
    id: 'second.wallet',
    name: 'Second Wallet',
    accountIndex: 1,
  })
  const config = createConfig({
    projectId: 'test',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: [first.connector, second.connector],
  })
  const events: LatchEvent[] = []
  watchEvents(config, { onEvent: (e) => events.push(e) })
  return { config, events, second }
}

describe('switchAccount (SPEC §4)', () => {
  it('connects through another connector when it is not the active one', async () => {
    const { config, events, second } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    await switchAccount(config, {
      address: ACCOUNT_1,
      connector: 'second.wallet',
    })
    expect(second.prompts).toContain('eth_requestAccounts')
    expect(getAccount(config)).toMatchObject({
      address: ACCOUNT_1,
      caipAddress: `${devnet.caipNetworkId}:${ACCOUNT_1}`,
      connector: { id: 'second.wallet' },
    })
    expect(events.filter((e) => e.type === 'connect')).toHaveLength(2)
  })

  it('keeps the active connector and account when the address is already active', async () => {
    const { config, events } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    const before = events.length
    await switchAccount(config, { address: ACCOUNT_0.toLowerCase() })
    expect(getAccount(config).address).toBe(ACCOUNT_0)
    expect(events.slice(before).map((e) => e.type)).not.toContain('connect')
  })

  it('refuses an address the wallet did not expose, changing nothing', async () => {
    const { config } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    await expect(
      switchAccount(config, { address: ACCOUNT_1 }),
    ).rejects.toBeInstanceOf(SwitchAccountNotFoundError)
    expect(getAccount(config).address).toBe(ACCOUNT_0)
  })

  it('needs a connector: a connected one, or one named', async () => {
    const { config } = setup()
    await expect(
      switchAccount(config, { address: ACCOUNT_0 }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await expect(
      switchAccount(config, {
        address: ACCOUNT_0,
        namespace: 'eip155',
        connector: 'nope',
      }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })
})
