import {
  devnet,
  devnet2,
  solanaLocalnet,
  UserRejectedRequestError,
} from '@latch/common'
import { createWalletFixture } from '@latch/test'
import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { BaseStorage } from '../storage/types.js'
import type { LatchEventName } from '../types/events.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getModalState } from './getModalState.js'
import { getNetwork } from './getNetwork.js'
import { getRecentWallets } from './getRecentWallets.js'
import { goBack } from './goBack.js'
import { reconnect } from './reconnect.js'
import { signMessage } from './signMessage.js'
import { switchNetwork } from './switchNetwork.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(storage: BaseStorage = memoryStorage(), options = {}) {
  const fixture = createWalletFixture()
  const config = createConfig({
    projectId: 'test',
    networks: [devnet, devnet2],
    storage,
    connectors: [fixture.connector],
    ...options,
  })
  const events: LatchEventName[] = []
  config.events.onAny((name) => events.push(name))
  return { ...fixture, config, events, storage }
}

describe('connect', () => {
  it('connects the wallet and reports account and network', async () => {
    const { config, events } = setup()
    const result = await connect(config, { connector: 'dev.latch.wallet' })
    expect(result).toEqual({ accounts: [ACCOUNT], chainId: 31337 })
    const account = getAccount(config)
    expect(account).toMatchObject({
      address: ACCOUNT,
      caipAddress: `eip155:31337:${ACCOUNT}`,
      status: 'connected',
      isConnected: true,
    })
    expect(getNetwork(config)).toMatchObject({
      caipNetworkId: 'eip155:31337',
      isSupported: true,
    })
    expect(events).toContain('connect')
    expect(getRecentWallets(config)).toEqual([
      {
        id: 'dev.latch.wallet',
        name: 'Latch Dev Wallet',
        rdns: 'dev.latch.wallet',
      },
    ])
  })

  it('rethrows a rejection as UserRejectedRequestError and stays disconnected', async () => {
    const { config, decide } = setup()
    decide('reject')
    const error = await connect(config, {
      connector: 'dev.latch.wallet',
    }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('fails clearly for an unknown connector', async () => {
    const { config } = setup()
    await expect(connect(config, { connector: 'nope' })).rejects.toThrow(
      'Connector not found.',
    )
  })
})

describe('signMessage', () => {
  it('returns a signature that recovers to the account', async () => {
    const { config } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    const signature = await signMessage(config, { message: 'hello latch' })
    expect(
      await recoverMessageAddress({ message: 'hello latch', signature }),
    ).toBe(ACCOUNT)
  })

  it('surfaces a declined signature as code 4001', async () => {
    const { config, decide } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    decide('reject')
    await expect(signMessage(config, { message: 'x' })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('needs a connected wallet', async () => {
    const { config } = setup()
    await expect(signMessage(config, { message: 'x' })).rejects.toThrow(
      'No wallet is connected.',
    )
  })
})

describe('switchNetwork', () => {
  it('asks the wallet and follows it', async () => {
    const { config, wallet } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    await switchNetwork(config, { network: devnet2 })
    expect(wallet.getState().chainId).toBe(31338)
    expect(getNetwork(config).caipNetworkId).toBe('eip155:31338')
  })

  it('remembers the choice while disconnected', async () => {
    const { config, storage } = setup()
    await switchNetwork(config, { network: devnet2 })
    expect(config.state.selectedNetworkId).toBe('eip155:31338')
    expect(storage.getItem('latch.v1.activeCaipNetworkId')).toBe(
      '"eip155:31338"',
    )
  })

  it('refuses a network the config does not have', async () => {
    const { config } = setup()
    await expect(
      switchNetwork(config, {
        network: { ...devnet, caipNetworkId: 'eip155:5' },
      }),
    ).rejects.toThrow('Network not found')
  })

  it('leaves the wallet where it was when the switch is declined', async () => {
    const { config, decide } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    decide('reject')
    await expect(
      switchNetwork(config, { network: devnet2 }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(getNetwork(config).caipNetworkId).toBe('eip155:31337')
  })
})

describe('switchNetwork across namespaces', () => {
  it('makes the other namespace active and keeps the EVM wallet for the way back', async () => {
    const { config, storage } = setup(memoryStorage(), {
      networks: [devnet, devnet2, solanaLocalnet],
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await switchNetwork(config, { network: solanaLocalnet })
    // No Solana wallet yet: the Solana side shows no account.
    expect(getAccount(config)).toMatchObject({
      chainNamespace: 'solana',
      address: undefined,
      isConnected: false,
    })
    expect(getNetwork(config).caipNetworkId).toBe(solanaLocalnet.caipNetworkId)
    expect(config.state.namespaces.eip155?.status).toBe('connected')
    expect(storage.getItem('latch.v1.activeNamespace')).toBe('"solana"')
    await switchNetwork(config, { network: devnet })
    expect(getAccount(config)).toMatchObject({
      chainNamespace: 'eip155',
      address: ACCOUNT,
      isConnected: true,
    })
    expect(getNetwork(config).caipNetworkId).toBe('eip155:31337')
  })
})

describe('wallet-side changes', () => {
  it('opens UnsupportedChain when the wallet moves off the configured networks', async () => {
    const { config, wallet } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    wallet.setChain(10)
    expect(getNetwork(config)).toMatchObject({
      caipNetworkId: 'eip155:10',
      isSupported: false,
    })
    expect(getModalState(config)).toMatchObject({
      open: true,
      route: { view: 'UnsupportedChain' },
    })
    // Going back with UnsupportedChain in the history closes the modal.
    goBack(config)
    expect(getModalState(config).open).toBe(false)
  })

  it('closes UnsupportedChain once the wallet is back on a supported network', async () => {
    const { config, wallet } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    wallet.setChain(10)
    wallet.setChain(31338)
    expect(getModalState(config).open).toBe(false)
    expect(getNetwork(config).caipNetworkId).toBe('eip155:31338')
  })

  it('stays quiet about unsupported networks when they are allowed', async () => {
    const { config, wallet } = setup(memoryStorage(), {
      allowUnsupportedChain: true,
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    wallet.setChain(10)
    expect(getModalState(config).open).toBe(false)
  })

  it('follows account changes and a disconnect from the wallet', async () => {
    const { config, wallet, events } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    wallet.setAccount(1)
    expect(getAccount(config).address).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    wallet.disconnect()
    expect(getAccount(config).status).toBe('disconnected')
    expect(events).toEqual(
      expect.arrayContaining(['accountsChanged', 'disconnect']),
    )
  })
})

describe('disconnect and reconnect', () => {
  it('disconnect clears state and storage', async () => {
    const { config, storage } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(storage.getItem('latch.v1.connections')).toBeNull()
    expect(storage.getItem('latch.v1.connectionStatus')).toBe('"disconnected"')
  })

  it('restores the connection in a new config without prompting', async () => {
    const storage = memoryStorage()
    const first = setup(storage)
    await connect(first.config, { connector: 'dev.latch.wallet' })
    // A "reload": same storage, same wallet, new config.
    const config = createConfig({
      projectId: 'test',
      networks: [devnet, devnet2],
      storage,
      connectors: [first.connector],
    })
    const statuses: string[] = [getAccount(config).status]
    config.subscribe(
      () => getAccount(config).status,
      (status) => statuses.push(status),
    )
    expect(getAccount(config).address).toBe(ACCOUNT)
    await reconnect(config)
    expect(statuses).toEqual(['reconnecting', 'connected'])
    expect(first.prompts).toEqual(['eth_requestAccounts'])
  })

  it('forgets the connection when the wallet no longer authorises the page', async () => {
    const storage = memoryStorage()
    const first = setup(storage)
    await connect(first.config, { connector: 'dev.latch.wallet' })
    first.wallet.disconnect()
    storage.setItem('latch.v1.connectionStatus', '"connected"')
    storage.setItem(
      'latch.v1.connections',
      JSON.stringify({
        eip155: { connectorId: 'dev.latch.wallet', accounts: [ACCOUNT] },
      }),
    )
    const config = createConfig({
      projectId: 'test',
      networks: [devnet, devnet2],
      storage,
      connectors: [first.connector],
    })
    await reconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
  })
})

describe('adding a chain the wallet does not know', () => {
  it('falls back to wallet_addEthereumChain on 4902', async () => {
    const fixture = createWalletFixture({
      chains: [{ chainId: 31337, rpcUrl: '' }],
    })
    const config = createConfig({
      projectId: 'test',
      networks: [devnet, devnet2],
      storage: memoryStorage(),
      connectors: [fixture.connector],
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await switchNetwork(config, { network: devnet2 })
    expect(fixture.wallet.getState().chainId).toBe(31338)
    expect(fixture.prompts).toContain('wallet_addEthereumChain')
    expect(getNetwork(config).caipNetworkId).toBe('eip155:31338')
  })
})
