import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import type { GetBalanceReturnType } from '../actions/getBalance.js'
import { createConfig } from '../createConfig.js'
import { dataKey } from '../data/dataKey.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { BaseStorage } from '../storage/types.js'
import {
  persistDataCaches,
  STORED_CACHE_MAX_ENTRIES,
} from './persistDataCaches.js'

const A = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = 'eip155:31337:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const balance: GetBalanceReturnType = {
  value: 12_345_000_000_000_000_000n,
  decimals: 18,
  symbol: 'ETH',
  formatted: '12.345',
}
const name = { name: 'ada.latch.id', addresses: {} }

const configOver = (storage: BaseStorage) =>
  createConfig({
    projectId: 'p1',
    networks: [devnet],
    storage,
    multiInjectedProviderDiscovery: false,
  })
// Every cache is one entry of the one item `latch.v1.caches`.
const read = (storage: BaseStorage, cache: string) => {
  const raw = storage.getItem('latch.v1.caches')
  return raw === null ? null : (JSON.parse(raw)[cache] ?? null)
}
const write = (storage: BaseStorage, caches: Record<string, unknown>) =>
  storage.setItem('latch.v1.caches', JSON.stringify(caches))
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('persistDataCaches (SPEC §3 cached balances, name and identity caches)', () => {
  it('writes balances, portfolios, names and identities as they load, and a new config reads them back', async () => {
    const storage = memoryStorage()
    const config = configOver(storage)
    const stop = persistDataCaches(config)
    const { data } = config._internal
    data.set(dataKey('balance', A), balance)
    data.set(dataKey('names', A), [name])
    data.set(dataKey('identity', A), { name: null, avatar: 'https://a/x.png' })
    const tokens = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '12.345' },
      },
    ]
    data.set(dataKey('tokenBalances', A), tokens)
    // Not one of the SPEC §3 caches, or with parameters: not stored.
    data.set(dataKey('history', A), [])
    data.set(dataKey('balance', A, { block: 1 }), balance)
    await settled()
    const loadedAt = data.get(dataKey('balance', A))?.updatedAt
    expect(read(storage, 'nativeBalance')).toEqual({
      [A]: {
        timestamp: loadedAt,
        value: { ...balance, value: '12345000000000000000' },
      },
    })
    expect(Object.keys(read(storage, 'name'))).toEqual([A])
    expect(Object.keys(read(storage, 'identity'))).toEqual([A])
    expect(read(storage, 'portfolio')[A].value).toEqual(tokens)
    stop()

    // The reload: the same values at once, stale (loaded again on the
    // first read), the stored times kept.
    const again = configOver(storage)
    persistDataCaches(again)
    const restored = again._internal.data.get<GetBalanceReturnType>(
      dataKey('balance', A),
    )
    expect(restored).toMatchObject({
      status: 'success',
      data: balance,
      stale: true,
      fetching: false,
    })
    let loads = 0
    const value = await again._internal.data.fetch(
      dataKey('names', A),
      async () => {
        loads++
        return []
      },
      { lifetime: 300_000 },
    )
    expect([value, loads]).toEqual([[], 1])
    await settled()
    expect(read(storage, 'nativeBalance')[A].timestamp).toBe(loadedAt)
    expect(read(storage, 'name')[A].value).toEqual([])
    expect(again._internal.data.get(dataKey('identity', A))?.data).toEqual({
      name: null,
      avatar: 'https://a/x.png',
    })
  })

  it('drops expired and future entries on read (SPEC §9 lifetimes) and rewrites the item', () => {
    const storage = memoryStorage()
    const now = Date.now()
    const stored = { ...balance, value: '1' }
    write(storage, {
      nativeBalance: {
        [A]: { timestamp: now - 29_000, value: stored },
        [B]: { timestamp: now - 31_000, value: stored },
        future: { timestamp: now + 60_000, value: stored },
      },
      // Names stay 5 min: 4 min old is fresh.
      name: {
        [A]: { timestamp: now - 240_000, value: [name] },
        [B]: { timestamp: now - 301_000, value: [name] },
      },
    })
    const config = configOver(storage)
    persistDataCaches(config)
    const { data } = config._internal
    expect(data.get(dataKey('balance', A))?.data).toEqual({
      ...balance,
      value: 1n,
    })
    expect(data.get(dataKey('balance', B))).toBeUndefined()
    expect(Object.keys(read(storage, 'nativeBalance'))).toEqual([A])
    expect(Object.keys(read(storage, 'name'))).toEqual([A])
    expect(data.get(dataKey('names', B))).toBeUndefined()
  })

  it('ignores bad stored JSON and misshapen entries without throwing', async () => {
    const storage = memoryStorage()
    const now = Date.now()
    // Not JSON at all: ignored and removed.
    storage.setItem('latch.v1.caches', '{not json')
    expect(() => persistDataCaches(configOver(storage))).not.toThrow()
    expect(storage.getItem('latch.v1.caches')).toBeNull()
    write(storage, {
      nativeBalance: [1, 2],
      portfolio: 'x',
      name: {
        [A]: { timestamp: now, value: [name] },
        [B]: { timestamp: 'yesterday', value: [name] },
        c: { timestamp: now, value: [{ name: 7 }] },
        d: null,
      },
      identity: { [A]: { timestamp: now, value: { name: 'Ada' } } },
      unknown: { [A]: { timestamp: now, value: 1 } },
    })
    const config = configOver(storage)
    expect(() => persistDataCaches(config)).not.toThrow()
    const { data } = config._internal
    expect(data.keys()).toEqual([dataKey('names', A)])
    // Rewritten with what was good only.
    expect(JSON.parse(storage.getItem('latch.v1.caches') ?? '')).toEqual({
      name: { [A]: { timestamp: now, value: [name] } },
    })
    // A balance that fails to load is not stored.
    await data
      .fetch(dataKey('balance', B), () => Promise.reject(new Error('down')), {
        lifetime: 30_000,
      })
      .catch(() => undefined)
    await settled()
    expect(read(storage, 'nativeBalance')).toBeNull()
  })

  it(`keeps the ${STORED_CACHE_MAX_ENTRIES} newest entries of each cache`, async () => {
    const storage = memoryStorage()
    const now = Date.now()
    const entries = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        `eip155:1:0x${String(i).padStart(40, '0')}`,
        { timestamp: now - 60_000 + i * 1000, value: [name] },
      ]),
    )
    write(storage, { name: entries })
    const config = configOver(storage)
    persistDataCaches(config)
    const kept = Object.keys(read(storage, 'name'))
    expect(kept).toHaveLength(STORED_CACHE_MAX_ENTRIES)
    // The ten oldest went.
    expect(kept).not.toContain(`eip155:1:0x${'0'.repeat(40)}`)
    expect(kept).toContain(`eip155:1:0x${'59'.padStart(40, '0')}`)
    // A new one pushes the oldest out.
    config._internal.data.set(dataKey('names', A), [name])
    await settled()
    const after = Object.keys(read(storage, 'name'))
    expect(after).toHaveLength(STORED_CACHE_MAX_ENTRIES)
    expect(after).toContain(A)
    expect(after).not.toContain(`eip155:1:0x${'10'.padStart(40, '0')}`)
  })

  it('leaves a load under way alone: its answer is what shows and is stored', async () => {
    const storage = memoryStorage()
    write(storage, {
      nativeBalance: {
        [A]: {
          timestamp: Date.now() - 1000,
          value: { ...balance, value: '1' },
        },
      },
    })
    const config = configOver(storage)
    const { data } = config._internal
    let answer: (value: GetBalanceReturnType) => void = () => undefined
    const load = data.fetch(
      dataKey('balance', A),
      () => new Promise<GetBalanceReturnType>((resolve) => (answer = resolve)),
      { lifetime: 30_000 },
    )
    persistDataCaches(config)
    expect(data.get(dataKey('balance', A))).toMatchObject({
      status: 'loading',
      data: undefined,
    })
    // The read has started (its loader runs a tick later).
    await settled()
    answer(balance)
    await load
    expect(data.get(dataKey('balance', A))?.data).toEqual(balance)
    await settled()
    expect(read(storage, 'nativeBalance')[A].value.value).toBe(
      '12345000000000000000',
    )
  })
})
