import { describe, expect, test } from 'vitest'
import { createTestApp, dbKinds } from '../../test/testDbs.js'
import { createProject } from '../projects/createProject.js'
import { importWallets } from './importWallets.js'
import { loadWalletData } from './loadWalletData.js'

const solanaLocal = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'
const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
const wallet = (id: string, chains: string[]) => ({
  id,
  name: id,
  monogram: 'W',
  color: '#000000',
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chains,
  rank: 1,
})

describe.each(dbKinds)('wallet namespaces on %s', (kind) => {
  test('records name their namespaces; chains filters by CAIP-2 id or namespace', async () => {
    const t = await createTestApp(kind, { adminToken: 'admin' })
    await createProject(t.db, {
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example'],
    })
    await t.db.transaction((tx) =>
      importWallets(tx, {
        wallets: [
          wallet('evm-only', ['eip155:1', 'eip155:31337']),
          wallet('sol-only', [solanaLocal]),
          wallet('btc-only', [bitcoin]),
          wallet('all-three', ['eip155:31337', solanaLocal, bitcoin]),
          wallet('no-chains', []),
        ],
      }),
    )
    const ids = async (query: Record<string, string>) => {
      const response = await t.request(
        `/getWallets?${new URLSearchParams({ projectId: 'shop', ...query })}`,
      )
      expect(response.status).toBe(200)
      const body = (await response.json()) as {
        data: { id: string; namespaces: string[] }[]
        count: number
      }
      expect(body.count).toBe(body.data.length)
      return Object.fromEntries(body.data.map((w) => [w.id, w.namespaces]))
    }
    expect(await ids({})).toEqual({
      'all-three': ['eip155', 'solana', 'bip122'],
      'btc-only': ['bip122'],
      'evm-only': ['eip155'],
      'no-chains': [],
      'sol-only': ['solana'],
    })
    expect(Object.keys(await ids({ chains: solanaLocal })).sort()).toEqual([
      'all-three',
      'sol-only',
    ])
    expect(Object.keys(await ids({ chains: 'solana' })).sort()).toEqual([
      'all-three',
      'sol-only',
    ])
    expect(
      Object.keys(await ids({ chains: `eip155:1,${bitcoin}` })).sort(),
    ).toEqual(['all-three', 'btc-only', 'evm-only'])
    expect(Object.keys(await ids({ chains: 'bip122, eip155' })).sort()).toEqual(
      ['all-three', 'btc-only', 'evm-only'],
    )
    // A chain nobody lists, and a namespace nobody supports: no wallet.
    expect(
      await ids({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toEqual({})
    expect(await ids({ chains: 'cosmos' })).toEqual({})
    // A CAIP-2 reference is not a namespace (no partial matches).
    expect(await ids({ chains: 'eip155:3133' })).toEqual({})
    await t.db.close()
  })

  test('the bundled directory offers apps/wallet for eip155, solana and bip122', async () => {
    const t = await createTestApp(kind, { adminToken: 'admin' })
    await createProject(t.db, {
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example'],
    })
    await loadWalletData(t.db)
    for (const chains of [solanaLocal, 'solana', 'bip122', 'eip155:31337']) {
      const response = await t.request(
        `/getWallets?${new URLSearchParams({ projectId: 'shop', chains, include: 'latch-wallet' })}`,
      )
      const body = (await response.json()) as {
        data: { id: string; namespaces: string[] }[]
      }
      expect(body.data, chains).toEqual([
        expect.objectContaining({
          id: 'latch-wallet',
          namespaces: ['eip155', 'solana', 'bip122'],
        }),
      ])
    }
    await t.db.close()
  })

  test('PATCH /admin/wallets/{id} chains changes the namespaces a wallet is offered for', async () => {
    const t = await createTestApp(kind, { adminToken: 'admin' })
    await createProject(t.db, {
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example'],
    })
    await t.db.transaction((tx) =>
      importWallets(tx, { wallets: [wallet('w', ['eip155:1'])] }),
    )
    const patch = (body: unknown) =>
      t.request('/admin/wallets/w', {
        method: 'PATCH',
        headers: {
          authorization: 'Bearer admin',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      })
    const namespacesOf = async (chains: string) => {
      const response = await t.request(
        `/getWallets?${new URLSearchParams({ projectId: 'shop', chains })}`,
      )
      const body = (await response.json()) as {
        data: { namespaces: string[] }[]
      }
      return body.data.map((w) => w.namespaces)
    }
    expect(await namespacesOf('solana')).toEqual([])
    expect((await patch({ chains: ['eip155:1', solanaLocal] })).status).toBe(
      204,
    )
    expect(await namespacesOf('solana')).toEqual([['eip155', 'solana']])
    for (const chains of [
      ['eth'],
      'eip155:1',
      [1],
      Array(101).fill('eip155:1'),
    ]) {
      const response = await patch({ chains })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/chains must be a list/),
      })
    }
    expect((await patch({ chains: [] })).status).toBe(204)
    expect(await namespacesOf('eip155')).toEqual([])
    await t.db.close()
  })
})
