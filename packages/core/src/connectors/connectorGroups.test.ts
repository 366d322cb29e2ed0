import { CONNECTOR_ORDER } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { connectorGroups } from './connectorGroups.js'

type Item = { id: string; connectorId?: string }
const w = (id: string, connectorId?: string): Item =>
  connectorId ? { id, connectorId } : { id }
const names = (items: readonly Item[]) => items.map((i) => i.id)

const base = {
  walletConnect: true,
  recentIds: [] as string[],
  injected: [] as Item[],
  featured: [] as Item[],
  custom: [] as Item[],
  external: [] as Item[],
  recommended: [] as Item[],
  key: (i: Item) => i.connectorId ?? i.id,
}

describe('connectorGroups', () => {
  it('lists the groups in SPEC §9 connector order', () => {
    expect(CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    const groups = connectorGroups({
      ...base,
      injected: [w('io.metamask', 'io.metamask')],
      featured: [w('wallet-07')],
      custom: [w('my-wallet')],
      external: [w('safe', 'safe')],
      recommended: [w('wallet-01')],
    })
    expect(groups.map((g) => g.name)).toEqual([...CONNECTOR_ORDER])
    expect(groups.map((g) => names(g.items))).toEqual([
      [],
      [],
      ['io.metamask'],
      ['wallet-07'],
      ['my-wallet'],
      ['safe'],
      ['wallet-01'],
    ])
  })

  it('leaves WalletConnect out when it is not offered', () => {
    const groups = connectorGroups({ ...base, walletConnect: false })
    expect(groups.map((g) => g.name)).toEqual(CONNECTOR_ORDER.slice(1))
  })

  it('shows a recent wallet once, under Recent, newest first, whatever its source', () => {
    const groups = connectorGroups({
      ...base,
      // A connector is recent by its connector id, a directory wallet by its id.
      recentIds: ['wallet-02', 'conn-a'],
      injected: [w('a.rdns', 'conn-a'), w('b.rdns', 'conn-b')],
      recommended: [w('wallet-01'), w('wallet-02'), w('wallet-03')],
    })
    const by = Object.fromEntries(groups.map((g) => [g.name, names(g.items)]))
    expect(by.recent).toEqual(['wallet-02', 'a.rdns'])
    expect(by.injected).toEqual(['b.rdns'])
    expect(by.recommended).toEqual(['wallet-01', 'wallet-03'])
  })

  it('dedupes featured against injected, custom against featured, recommended against all above', () => {
    const groups = connectorGroups({
      ...base,
      injected: [w('wallet-05', 'conn-5'), w('wallet-09', 'wallet-09')],
      featured: [w('wallet-09'), w('wallet-06'), w('wallet-07')],
      custom: [w('wallet-07'), w('own')],
      recommended: [
        w('wallet-06'),
        w('wallet-01'),
        w('own'),
        w('wallet-02'),
        w('wallet-03'),
        w('wallet-04'),
        w('wallet-08'),
      ],
    })
    const by = Object.fromEntries(groups.map((g) => [g.name, names(g.items)]))
    expect(by.injected).toEqual(['wallet-05', 'wallet-09'])
    expect(by.featured).toEqual(['wallet-06', 'wallet-07'])
    expect(by.custom).toEqual(['own'])
    // The first 4 not shown above (SPEC §9 recommended wallets page).
    expect(by.recommended).toEqual([
      'wallet-01',
      'wallet-02',
      'wallet-03',
      'wallet-04',
    ])
  })

  it('keeps the host order of featured and custom wallets', () => {
    const groups = connectorGroups({
      ...base,
      featured: [w('z'), w('a'), w('m')],
      custom: [w('c2'), w('c1')],
      recommendedCount: 2,
      recommended: [w('r1'), w('r2'), w('r3')],
    })
    const by = Object.fromEntries(groups.map((g) => [g.name, names(g.items)]))
    expect(by.featured).toEqual(['z', 'a', 'm'])
    expect(by.custom).toEqual(['c2', 'c1'])
    expect(by.recommended).toEqual(['r1', 'r2'])
  })
})
