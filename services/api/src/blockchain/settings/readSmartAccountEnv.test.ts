import { describe, expect, it } from 'vitest'
import { DEVNET_PAYMASTER_ADDRESS } from './devnetPaymaster.js'
import { getBlockchainSettings } from './getBlockchainSettings.js'

const PAYMASTER = '0x1234567890123456789012345678901234567890'
const KEY = `0x${'11'.repeat(32)}` as const

describe('bundler and paymaster settings', () => {
  it('reads per-chain bundler URLs, paymaster addresses and the key', () => {
    const settings = getBlockchainSettings({
      env: {
        LATCH_API_BUNDLER_URLS:
          'eip155:31337=http://127.0.0.1:4337, 31338=https://bundler.example/rpc?key=a',
        LATCH_API_PAYMASTER_ADDRESSES: `eip155:31338=${PAYMASTER}`,
        LATCH_API_PAYMASTER_KEY: KEY,
        LATCH_API_PAYMASTER_VALID_SECONDS: '120',
      },
    })
    expect(
      settings.chains.map((c) => [c.bundlerUrl, c.paymasterAddress]),
    ).toEqual([
      ['http://127.0.0.1:4337', DEVNET_PAYMASTER_ADDRESS],
      ['https://bundler.example/rpc?key=a', PAYMASTER],
    ])
    expect(settings.paymaster).toMatchObject({
      signerKey: KEY,
      validForSeconds: 120,
    })
  })

  it('takes LATCH_API_BUNDLER_<chainId> over the list', () => {
    const settings = getBlockchainSettings({
      env: {
        LATCH_API_BUNDLER_URLS:
          'eip155:31337=http://a:1,eip155:31338=http://b:2',
        LATCH_API_BUNDLER_31338: 'http://c:3',
      },
    })
    expect(settings.chains.map((c) => c.bundlerUrl)).toEqual([
      'http://a:1',
      'http://c:3',
    ])
  })

  it('has no bundler by default, and no key off the devnet chains', () => {
    const devnet = getBlockchainSettings({ env: {} })
    expect(devnet.chains.map((c) => c.bundlerUrl)).toEqual([
      undefined,
      undefined,
    ])
    const own = getBlockchainSettings({
      env: {},
      chains: [
        {
          chainId: 8453,
          rpcUrls: ['https://base.example'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [],
          spamTokens: [],
        },
      ],
    })
    expect(own.paymaster.signerKey).toBeUndefined()
    expect(own.chains[0]?.paymasterAddress).toBeUndefined()
  })

  it('refuses malformed lists and keys, naming the variable', () => {
    const read = (env: Record<string, string>) => () =>
      getBlockchainSettings({ env })
    expect(read({ LATCH_API_BUNDLER_URLS: 'http://a' })).toThrow(
      'LATCH_API_BUNDLER_URLS: "http://a" is not eip155:<chain id>=<value> with a valid value.',
    )
    expect(read({ LATCH_API_BUNDLER_URLS: 'eip155:31337=ftp://a' })).toThrow(
      /^LATCH_API_BUNDLER_URLS/,
    )
    expect(read({ LATCH_API_BUNDLER_URLS: 'eip155:1=http://a' })).toThrow(
      "LATCH_API_BUNDLER_URLS: eip155:1 is not one of this server's chains (eip155:31337, eip155:31338).",
    )
    expect(
      read({ LATCH_API_PAYMASTER_ADDRESSES: 'eip155:31337=0x12' }),
    ).toThrow(/^LATCH_API_PAYMASTER_ADDRESSES/)
    expect(read({ LATCH_API_PAYMASTER_KEY: '0x12' })).toThrow(
      'LATCH_API_PAYMASTER_KEY must be a private key: 0x and 64 hex digits.',
    )
  })
})
