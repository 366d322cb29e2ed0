import { describe, expect, test } from 'vitest'
import { createTestApp, type DbKind, dbKinds } from '../../test/testDbs.js'
import { createProject } from '../projects/createProject.js'
import { loadWalletData } from './loadWalletData.js'

// `link_mode`, the universal link a wallet takes WalletConnect link-mode
// messages on (the reference directory's field): served by GET
// /getWallets, set by import and PATCH /admin/wallets/{id}, checked.

async function setup(kind: DbKind) {
  const t = await createTestApp(kind, { adminToken: 'admin' })
  await createProject(t.db, { id: 'shop', name: 'Shop' })
  await loadWalletData(t.db)
  const linkOf = async (id: string) => {
    const response = await t.request(
      `/getWallets?${new URLSearchParams({ projectId: 'shop', include: id })}`,
    )
    const { data } = (await response.json()) as {
      data: { link_mode: string | null }[]
    }
    return data.map((w) => w.link_mode)
  }
  const admin = (method: string, path: string, body: string) =>
    t.request(path, {
      method,
      headers: { authorization: 'Bearer admin' },
      body,
    })
  return { ...t, linkOf, admin }
}

const solo = (link_mode: unknown) =>
  JSON.stringify({
    wallets: [
      {
        id: 'solo',
        name: 'Solo Wallet',
        color: '#123456',
        rdns: null,
        mobile_link: null,
        desktop_link: null,
        webapp_link: 'https://solo.example/',
        link_mode,
        chains: ['eip155:1'],
      },
    ],
  })

describe.each(dbKinds)('wallet link_mode on %s', (kind) => {
  test('the bundled apps/wallet entry names its /wc link; the others none', async () => {
    const { linkOf } = await setup(kind)
    expect(await linkOf('latch-wallet')).toEqual(['http://127.0.0.1:5174/wc'])
    expect(await linkOf('metamask')).toEqual([null])
  })

  test('PATCH /admin/wallets/{id} sets and clears link_mode; a bad one is a 400 naming it', async () => {
    const { linkOf, admin } = await setup(kind)
    const patch = (body: unknown) =>
      admin('PATCH', '/admin/wallets/latch-wallet', JSON.stringify(body))
    expect(
      (await patch({ link_mode: 'https://wallet.example/wc' })).status,
    ).toBe(204)
    expect(await linkOf('latch-wallet')).toEqual(['https://wallet.example/wc'])
    expect((await patch({ link_mode: null })).status).toBe(204)
    expect(await linkOf('latch-wallet')).toEqual([null])
    for (const bad of [
      'https://wallet.example/wc?x=1',
      'https://wallet.example/wc#x',
      'wallet://wc',
      'http://wallet.example/wc',
      'javascript:alert(1)',
      42,
      '',
    ]) {
      const response = await patch({ link_mode: bad })
      expect(response.status, String(bad)).toBe(400)
      expect((await response.json()).message).toMatch(
        /^link_mode must be null or an https: URL .* without a query/,
      )
    }
    expect(await linkOf('latch-wallet')).toEqual([null])
  })

  test('an imported wallet file carries link_mode; a bad one is refused', async () => {
    const { linkOf, admin } = await setup(kind)
    const post = (body: string) => admin('POST', '/admin/wallets/import', body)
    expect((await post(solo('https://solo.example/wc'))).status).toBe(200)
    expect(await linkOf('solo')).toEqual(['https://solo.example/wc'])
    expect((await post(solo(null))).status).toBe(200)
    expect(await linkOf('solo')).toEqual([null])
    const refused = await post(solo('solo://wc'))
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toMatch(
      /wallets\[0\] \(solo\): bad link_mode: must be an https: URL/,
    )
  })

  test('a link stored before the check is served as null', async () => {
    const { linkOf, db } = await setup(kind)
    await db.query(`UPDATE wallets SET link_mode = $1 WHERE id = 'metamask'`, [
      'javascript:alert(1)',
    ])
    expect(await linkOf('metamask')).toEqual([null])
  })
})
