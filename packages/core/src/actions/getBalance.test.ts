import { devnet, devnet2, type Network } from '@latch/common'
import { startAnvil } from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { dataKey } from '../data/dataKey.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getBalance } from './getBalance.js'
import { refreshBalance } from './refreshBalance.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'

// A real anvil: dev accounts start with 10,000 ETH.
let anvil: Awaited<ReturnType<typeof startAnvil>>
let network: Network
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  network = { ...devnet, rpcUrls: { default: { http: [anvil.url] } } }
})
afterAll(() => anvil?.stop())

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('getBalance', () => {
  it('reads the balance over the network RPC when no wallet is connected', async () => {
    const config = createConfig({
      projectId: 'p',
      networks: [network],
      storage: memoryStorage(),
    })
    const balance = await getBalance(config, { address: ACCOUNT })
    expect(balance).toEqual({
      value: 10_000n * 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '10000',
    })
  })

  it('loads the connected account balance into state through the wallet', async () => {
    const fixture = createWalletFixture({
      chains: [{ chainId: 31337, rpcUrl: anvil.url }],
    })
    const config = createConfig({
      projectId: 'p',
      networks: [network],
      storage: memoryStorage(),
      connectors: [fixture.connector],
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await refreshBalance(config, { force: true })
    expect(getAccount(config)).toMatchObject({
      balance: '10000',
      balanceSymbol: 'ETH',
      balanceUnavailable: false,
    })
  })

  it('marks the balance unavailable and blocks retries for 30 s after an error', async () => {
    const fixture = createWalletFixture({
      chains: [{ chainId: 31338, rpcUrl: '' }],
    })
    const config = createConfig({
      projectId: 'p',
      networks: [devnet2],
      storage: memoryStorage(),
      connectors: [fixture.connector],
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await refreshBalance(config, { force: true })
    const key = dataKey('balance', getAccount(config).caipAddress ?? '')
    const failedAt = config._internal.data.get(key)?.errorAt
    expect(failedAt).toBeTypeOf('number')
    expect(getAccount(config).balanceUnavailable).toBe(true)
    await refreshBalance(config)
    expect(config._internal.data.get(key)?.errorAt).toBe(failedAt)
  })
})

describe('balance cache', () => {
  it('keeps a balance 30 s per CAIP address unless asked for a fresh one', async () => {
    const fixture = createWalletFixture({
      chains: [{ chainId: 31337, rpcUrl: anvil.url }],
      accountIndex: 5,
    })
    const config = createConfig({
      projectId: 'p',
      networks: [network],
      storage: memoryStorage(),
      connectors: [fixture.connector],
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await refreshBalance(config)
    const before = getAccount(config).balance
    // Spend from the account behind the cache's back.
    const provider = fixture.wallet.provider
    const from = getAccount(config).address
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
          value: '0xde0b6b3a7640000',
        },
      ],
    })
    // anvil answers with the hash before the block is mined: a read now
    // could still see the old balance.
    await waitForTransactionReceipt(config, {
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    await refreshBalance(config)
    expect(getAccount(config).balance).toBe(before)
    await refreshBalance(config, { fresh: true })
    expect(getAccount(config).balance).not.toBe(before)
  })
})
