import { solanaLocalnet } from '@latch/common'
import { DEMO_TOKEN, DEMO_TOKEN_ADDRESS } from '@latch/devnet'
import { describe, expect, it } from 'vitest'
import {
  DEVNET_DEMO_TOKEN,
  getBlockchainSettings,
  SOLANA_DEVNET_DEMO_TOKEN,
} from './getBlockchainSettings.js'

describe('getBlockchainSettings', () => {
  it('defaults to the two devnet chains with the demo token', () => {
    const settings = getBlockchainSettings({ env: {} })
    expect(
      settings.chains.map((c) => [c.chainId, c.rpcUrls, c.tokens]),
    ).toEqual([
      [31337, ['http://127.0.0.1:8545'], [DEVNET_DEMO_TOKEN]],
      [31338, ['http://127.0.0.1:8546'], [DEVNET_DEMO_TOKEN]],
    ])
    expect(DEVNET_DEMO_TOKEN).toEqual({
      address: DEMO_TOKEN_ADDRESS,
      ...DEMO_TOKEN,
    })
    expect(settings.nameSuffix).toBe('.latch.id')
    expect(settings.prices).toEqual({ ETH: 3000, SOL: 150, LDT: 1.5, LUSD: 1 })
    expect(settings.rateLimit).toEqual({ ratePerSecond: 100, burst: 200 })
  })

  it('defaults to the local Solana chain with its SPL demo token', () => {
    const settings = getBlockchainSettings({ env: {} })
    expect(settings.solanaChains).toEqual([
      {
        caipNetworkId: solanaLocalnet.caipNetworkId,
        rpcUrls: ['http://127.0.0.1:8899'],
        tokens: [SOLANA_DEVNET_DEMO_TOKEN],
      },
    ])
    const moved = getBlockchainSettings({
      env: {
        [`LATCH_API_SOLANA_RPC_${solanaLocalnet.id}`]:
          'http://sol-a:1, http://sol-b:2',
      },
    })
    expect(moved.solanaChains[0]?.rpcUrls).toEqual([
      'http://sol-a:1',
      'http://sol-b:2',
    ])
  })

  it('reads upstreams, suffix and rate limit from the environment', () => {
    const settings = getBlockchainSettings({
      env: {
        LATCH_API_RPC_31338: 'http://node-a:1, http://node-b:2',
        LATCH_API_NAME_SUFFIX: '.test.id',
        LATCH_API_RPC_RATE: '5',
        LATCH_API_RPC_BURST: '7',
      },
    })
    expect(settings.chains[1]?.rpcUrls).toEqual([
      'http://node-a:1',
      'http://node-b:2',
    ])
    expect(settings.chains[0]?.rpcUrls).toEqual(['http://127.0.0.1:8545'])
    expect(settings.nameSuffix).toBe('.test.id')
    expect(settings.rateLimit).toEqual({ ratePerSecond: 5, burst: 7 })
  })

  it('reads the abuse limits from the environment', () => {
    const defaults = getBlockchainSettings({ env: {} })
    expect(defaults.ipRateLimit).toEqual({ ratePerSecond: 10, burst: 50 })
    expect(defaults.originRateLimit).toEqual({ ratePerSecond: 50, burst: 100 })
    expect(defaults.rpcMaxBatch).toBe(50)
    expect(defaults.names.maxPerAddress).toBe(5)
    const settings = getBlockchainSettings({
      env: {
        LATCH_API_RPC_IP_RATE: '2',
        LATCH_API_RPC_IP_BURST: '4',
        LATCH_API_RPC_ORIGIN_RATE: '3',
        LATCH_API_RPC_MAX_BATCH: '10',
        LATCH_API_BALANCE_IP_RATE: '0.5',
        LATCH_API_BALANCE_MAX_CALLS: '8',
        LATCH_API_BALANCE_CONCURRENCY: '2',
        LATCH_API_BALANCE_TIMEOUT_MS: '900',
        LATCH_API_NAMES_PER_ADDRESS: '2',
        LATCH_API_NAMES_REGISTER_IP_BURST: '1',
        LATCH_API_NAMES_PAGE_MAX: '10',
        LATCH_API_RPC_BURST: 'nonsense',
      },
    })
    expect(settings.ipRateLimit).toEqual({ ratePerSecond: 2, burst: 4 })
    expect(settings.originRateLimit).toEqual({ ratePerSecond: 3, burst: 100 })
    expect(settings.rateLimit).toEqual({ ratePerSecond: 100, burst: 200 })
    expect(settings.rpcMaxBatch).toBe(10)
    expect(settings.balance).toEqual({
      ipRateLimit: { ratePerSecond: 0.5, burst: 20 },
      maxUpstreamCalls: 8,
      concurrency: 2,
      timeoutMs: 900,
    })
    expect(settings.names).toEqual({
      maxPerAddress: 2,
      registerRateLimit: { ratePerSecond: 0.1, burst: 1 },
      reversePageSize: 20,
      reverseMaxPageSize: 10,
    })
  })
})
