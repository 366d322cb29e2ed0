import { describe, expect, it } from 'vitest'
import {
  buildNamespaces,
  UnsupportedProposalError,
  walletNamespaces,
} from './buildNamespaces.js'

const solanaLocal = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'
const solanaMain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const btc = 'bip122:000000000019d6689c085ae165831e93'
const tbtc = 'bip122:000000000933ea01ad0ee984209779ba'
const wallet = walletNamespaces({
  evm: { chainIds: [31337, 31338], address: '0xabc' },
  solana: { chains: [solanaLocal, solanaMain], address: 'So1' },
  bitcoin: {
    chains: [btc, tbtc],
    address: (chain) => (chain === btc ? 'bc1qx' : 'tb1qx'),
  },
})
type Namespaces = Parameters<typeof buildNamespaces>[0]['requiredNamespaces']
const build = (
  {
    requiredNamespaces = {},
    optionalNamespaces = {},
  }: {
    requiredNamespaces?: Namespaces
    optionalNamespaces?: Namespaces
  },
  offer = wallet,
) => buildNamespaces({ requiredNamespaces, optionalNamespaces }, offer)
const error = (run: () => unknown) => {
  try {
    run()
  } catch (e) {
    return e instanceof UnsupportedProposalError ? e.key : e
  }
  return 'approved'
}

describe('buildNamespaces', () => {
  it('approves each requested namespace with its accounts and supported methods', () => {
    const namespaces = build(
      {
        requiredNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign', 'eth_frobnicate'],
            events: ['chainChanged'],
          },
        },
        optionalNamespaces: {
          [solanaLocal]: {
            methods: ['solana_signMessage', 'solana_unknown'],
            events: [],
          },
          bip122: {
            chains: [tbtc, 'bip122:deadbeef'],
            methods: ['signPsbt', 'getAccountAddresses', 'signEverything'],
            events: ['bip122_addressesChanged'],
          },
        },
      },
      wallet,
    )
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337'],
        // Required methods stay even when unknown, so the approval satisfies them.
        methods: ['personal_sign', 'eth_frobnicate'],
        events: ['chainChanged'],
        accounts: ['eip155:31337:0xabc'],
      },
      solana: {
        chains: [solanaLocal],
        methods: ['solana_signMessage'],
        events: [],
        accounts: [`${solanaLocal}:So1`],
      },
      bip122: {
        chains: [tbtc],
        methods: ['signPsbt', 'getAccountAddresses'],
        events: ['bip122_addressesChanged'],
        accounts: [`${tbtc}:tb1qx`],
      },
    })
  })

  it('approves a Solana-only or Bitcoin-only proposal', () => {
    const namespaces = build(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          solana: { chains: [solanaMain], methods: [], events: [] },
          eip155: { chains: ['eip155:1'], methods: [], events: [] },
        },
      },
      wallet,
    )
    expect(Object.keys(namespaces)).toEqual(['solana'])
    expect(
      build(
        {
          requiredNamespaces: {
            bip122: { chains: [btc], methods: ['signMessage'], events: [] },
          },
        },
        wallet,
      ).bip122?.accounts,
    ).toEqual([`${btc}:bc1qx`])
  })

  it('rejects what it cannot satisfy', () => {
    expect(
      error(() =>
        build(
          {
            requiredNamespaces: {
              cosmos: { chains: ['cosmos:hub'], methods: [], events: [] },
            },
          },
          wallet,
        ),
      ),
    ).toBe('UNSUPPORTED_NAMESPACE_KEY')
    expect(
      error(() =>
        build(
          {
            requiredNamespaces: {
              solana: { chains: ['solana:nowhere'], methods: [], events: [] },
            },
          },
          wallet,
        ),
      ),
    ).toBe('UNSUPPORTED_CHAINS')
    expect(
      error(() =>
        build(
          {
            optionalNamespaces: {
              eip155: { chains: ['eip155:1'], methods: [], events: [] },
            },
          },
          wallet,
        ),
      ),
    ).toBe('UNSUPPORTED_CHAINS')
    expect(error(() => build({}))).toBe('UNSUPPORTED_CHAINS')
    // A wallet without Solana does not approve a required solana namespace.
    expect(
      error(() =>
        build(
          {
            requiredNamespaces: {
              solana: { chains: [solanaLocal], methods: [], events: [] },
            },
          },
          walletNamespaces({ evm: { chainIds: [31337], address: '0xabc' } }),
        ),
      ),
    ).toBe('UNSUPPORTED_NAMESPACE_KEY')
  })
})
