import { describe, expect, it } from 'vitest'
import { type AccountState, accountReducer } from './accountReducer.js'

const empty: AccountState = { accountTabs: undefined, addressLabels: undefined }

describe('accountReducer', () => {
  it('account/tabSelected keeps one tab per namespace; the same tab returns the same state', () => {
    const a = accountReducer(empty, {
      type: 'account/tabSelected',
      namespace: 'eip155',
      tab: 'nfts',
    })
    const b = accountReducer(a, {
      type: 'account/tabSelected',
      namespace: 'solana',
      tab: 'activity',
    })
    expect(b.accountTabs).toEqual({ eip155: 'nfts', solana: 'activity' })
    expect(
      accountReducer(b, {
        type: 'account/tabSelected',
        namespace: 'eip155',
        tab: 'nfts',
      }),
    ).toBe(b)
    const c = accountReducer(b, {
      type: 'account/tabsForgotten',
      namespaces: ['eip155', 'bip122'],
    })
    expect(c.accountTabs).toEqual({ solana: 'activity' })
    expect(
      accountReducer(c, {
        type: 'account/tabsForgotten',
        namespaces: ['eip155'],
      }),
    ).toBe(c)
  })

  it('account/labelSet and account/labelsReplaced key EVM addresses lower-cased', () => {
    const upper = '0xABCDEFabcdef0123456789012345678901234567'
    const a = accountReducer(empty, {
      type: 'account/labelSet',
      address: upper,
      label: 'Hot wallet',
    })
    expect(a.addressLabels).toEqual({ [upper.toLowerCase()]: 'Hot wallet' })
    expect(
      accountReducer(a, {
        type: 'account/labelSet',
        address: upper.toLowerCase(),
        label: 'Hot wallet',
      }),
    ).toBe(a)
    // Not a 0x address of 20 bytes: kept as written.
    const b = accountReducer(a, {
      type: 'account/labelsReplaced',
      labels: { '0xABC': 'short', bc1qxyz: 'btc', [upper]: '' },
    })
    expect(b.addressLabels).toEqual({ '0xABC': 'short', bc1qxyz: 'btc' })
    expect(
      accountReducer(b, {
        type: 'account/labelSet',
        address: 'bc1qxyz',
        label: undefined,
      }).addressLabels,
    ).toEqual({ '0xABC': 'short' })
  })
})
