import { readFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { createTestApp, type DbKind, dbKinds } from '../../test/testDbs.js'
import { createProject } from '../projects/createProject.js'
import { loadWalletData } from './loadWalletData.js'

// What the reference client (@reown/appkit 1.7/1.8) asks of the wallet
// directory: top-level store links, the `badge` / `names` / `rdns` filters
// of its connector lookup, its own network image ids, and the reference
// wallet (apps/wallet) listed with its web link and icon.

const walletIcon = await readFile(
  new URL('../../../../apps/wallet/public/icon.svg', import.meta.url),
  'utf8',
)

async function setup(kind: DbKind) {
  const t = await createTestApp(kind, { adminToken: 'admin' })
  await createProject(t.db, { id: 'shop', name: 'Shop' })
  await loadWalletData(t.db)
  const getWallets = async (query: Record<string, string>) => {
    const response = await t.request(
      `/getWallets?${new URLSearchParams({ projectId: 'shop', ...query })}`,
    )
    return { status: response.status, body: await response.json() }
  }
  const patch = (id: string, body: string, token = 'admin') =>
    t.request(`/admin/wallets/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
      body,
    })
  return { ...t, getWallets, patch }
}

const ids = (body: { data: { id: string }[] }) => body.data.map((w) => w.id)

describe.each(dbKinds)(
  'reference client on the wallet directory (%s)',
  (kind) => {
    test('store links are also top-level fields; supports_wc follows the links', async () => {
      const { request, getWallets } = await setup(kind)
      const imported = await request('/admin/wallets/import', {
        method: 'POST',
        headers: { authorization: 'Bearer admin' },
        body: JSON.stringify({
          wallets: [
            {
              id: 'stores',
              name: 'Stores',
              color: '#123456',
              rdns: null,
              mobile_link: 'stores://',
              desktop_link: null,
              webapp_link: null,
              app_urls: {
                homepage: 'https://stores.example',
                ios: 'https://apps.example/stores',
                android: 'https://play.example/stores',
                browser: 'https://ext.example/stores',
              },
              chains: ['eip155:1'],
            },
          ],
        }),
      })
      expect(imported.status).toBe(200)
      const [wallet] = (await getWallets({})).body.data
      expect(wallet).toMatchObject({
        homepage: 'https://stores.example',
        app_store: 'https://apps.example/stores',
        play_store: 'https://play.example/stores',
        chrome_store: 'https://ext.example/stores',
        supports_wc: true,
        app_urls: { ios: 'https://apps.example/stores' },
      })
    })

    test('badge, names and rdns filters as the client sends them', async () => {
      const { getWallets } = await setup(kind)
      // prefetchWalletRanks: badge=certified&names=…&rdns=… (none certified here).
      const ranks = await getWallets({
        page: '1',
        entries: '20',
        badge: 'certified',
        names: 'MetaMask,WalletConnect',
        rdns: 'io.metamask',
      })
      expect(ranks).toEqual({ status: 200, body: { data: [], count: 0 } })
      const byName = await getWallets({ names: 'metamask, Rainbow ,Nope' })
      expect(ids(byName.body).sort()).toEqual(['metamask', 'rainbow'])
      const byRdns = await getWallets({ rdns: 'io.metamask,me.rainbow' })
      expect(ids(byRdns.body)).toContain('metamask')
      expect(ids(byRdns.body)).not.toContain('trust')
      // Names or rdns: the client looks its connectors up by both at once.
      const either = await getWallets({
        names: 'Trust Wallet',
        rdns: 'io.metamask',
      })
      expect(ids(either.body).sort()).toEqual(['metamask', 'trust'])
      expect((await getWallets({ badge: 'none' })).body.count).toBe(
        (await getWallets({})).body.count,
      )
      // Parameters with no meaning here are ignored.
      const extra = await getWallets({ include_pay_only: 'true', sort: 'x' })
      expect(extra.status).toBe(200)
    })

    test('bad filter values are a 400 naming the parameter, never a 500', async () => {
      const { getWallets } = await setup(kind)
      const cases: [Record<string, string>, RegExp][] = [
        [{ badge: 'gold' }, /badge_type \(or badge\) must be one of/],
        [{ badge: 'none', badge_type: 'certified' }, /must not differ/],
        [{ names: 'a\u0001b' }, /names: .* is not a wallet name/],
        [{ names: 'x'.repeat(101) }, /names: .* is not a wallet name/],
        [{ names: Array(101).fill('a').join(',') }, /at most 100/],
        [{ rdns: 'nodots' }, /rdns: 'nodots' is not an rdns id/],
        [{ rdns: `${'a'.repeat(300)}.com` }, /is not an rdns id/],
        [{ rdns: "io.x'; DROP TABLE wallets; --" }, /is not an rdns id/],
        [{ names: 'a\u0000b' }, /must not contain NUL/],
      ]
      for (const [query, message] of cases) {
        const { status, body } = await getWallets(query)
        expect(status, JSON.stringify(query)).toBe(400)
        expect(body.message).toMatch(message)
      }
      const unknown = await getWallets({ projectId: 'nope', names: 'x' })
      expect(unknown.status).toBe(403)
      expect(unknown.body.message).toBe(
        'Invalid Project ID - update configuration',
      )
    })

    test("the reference client's network and connector image ids answer an image", async () => {
      const { request } = await setup(kind)
      const pairs: [string, string][] = [
        ['ba0ba0cd-17c6-4806-ad93-f9d174f17900', 'eip155:1'],
        ['7289c336-3981-4081-c5f4-efc26ac64a00', 'eip155:8453'],
        ['3bff954d-5cb0-47a0-9a23-d20192e74600', 'eip155:42161'],
        ['ab9c186a-c52f-464b-2906-ca59d760a400', 'eip155:10'],
        ['41d04d42-da3b-4453-8506-668cc0727900', 'eip155:137'],
        ['ab781bbc-ccc6-418d-d32d-789b15da1f00', 'eip155:42220'],
        [
          'a1b58899-f671-4276-6a5e-56ca5bd59700',
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        ],
        [
          '0b4838db-0161-4ffe-022d-532bf03dba00',
          'bip122:000000000019d6689c085ae165831e93',
        ],
      ]
      for (const [referenceId, latchId] of pairs) {
        const reference = await request(`/public/getAssetImage/${referenceId}`)
        expect(reference.status, referenceId).toBe(200)
        expect(reference.headers.get('content-type')).toBe('image/svg+xml')
        const latch = await request(`/public/getAssetImage/${latchId}`)
        expect(await reference.text()).toBe(await latch.text())
      }
      for (const connector of [
        'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400',
        '07ba87ed-43aa-4adf-4540-9e6a2b9cae00',
        '39354064-d79b-420b-065d-f980c4b78200',
      ])
        expect(
          (await request(`/public/getAssetImage/${connector}`)).status,
        ).toBe(200)
      // Networks Latch has no image for stay a 404.
      const avalanche = await request(
        '/public/getAssetImage/30c46e53-e989-45fb-4549-be3bd4eb3b00',
      )
      expect(avalanche.status).toBe(404)
    })

    test('apps/wallet is listed with its web link and its own icon', async () => {
      const { request, getWallets } = await setup(kind)
      const { body } = await getWallets({ names: 'Latch Wallet' })
      expect(body.data).toEqual([
        expect.objectContaining({
          id: 'latch-wallet',
          image_id: 'latch-wallet',
          webapp_link: 'http://127.0.0.1:5174/',
          supports_wc: true,
          chains: expect.arrayContaining(['eip155:31337']),
        }),
      ])
      const image = await request('/getWalletImage/latch-wallet')
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      // The same file apps/wallet serves as /icon.svg.
      expect(await image.text()).toBe(walletIcon)
      // Re-imports through the admin API keep the icon.
      await request('/admin/wallets/import', {
        method: 'POST',
        headers: { authorization: 'Bearer admin' },
        body: '',
      })
      expect(await (await request('/getWalletImage/latch-wallet')).text()).toBe(
        walletIcon,
      )
    })

    test('PATCH /admin/wallets/{id} changes the links; bad input is a 4xx', async () => {
      const { patch, getWallets } = await setup(kind)
      const ok = await patch(
        'latch-wallet',
        JSON.stringify({ webapp_link: 'http://127.0.0.1:40124/' }),
      )
      expect(ok.status).toBe(204)
      const [wallet] = (await getWallets({ include: 'latch-wallet' })).body.data
      expect(wallet.webapp_link).toBe('http://127.0.0.1:40124/')
      expect(
        (await patch('latch-wallet', JSON.stringify({ webapp_link: null })))
          .status,
      ).toBe(204)
      const cases: [string, string, number, RegExp][] = [
        ['latch-wallet', '', 400, /JSON object body is required/],
        ['latch-wallet', '[]', 400, /must be a JSON object/],
        ['latch-wallet', '{}', 400, /Nothing to update/],
        [
          'latch-wallet',
          '{"webapp_link":42}',
          400,
          /webapp_link must be null or/,
        ],
        [
          'latch-wallet',
          '{"webapp_link":"javascript:alert(1)"}',
          400,
          /webapp_link must be/,
        ],
        [
          'latch-wallet',
          '{"webapp_link":"http://evil.example/"}',
          400,
          /https:/,
        ],
        [
          'latch-wallet',
          '{"mobile_link":"data:text/html,x"}',
          400,
          /mobile_link/,
        ],
        [
          'latch-wallet',
          '{"webapp_link":"https://a.example/\\u0000"}',
          400,
          /NUL/,
        ],
        ['latch-wallet', '{"name":"x"}', 400, /Unknown field 'name'/],
        [
          'latch-wallet',
          JSON.stringify({
            webapp_link: `https://a.example/${'x'.repeat(3000)}`,
          }),
          400,
          /webapp_link must be/,
        ],
        ['nope', '{"webapp_link":null}', 404, /No wallet with id nope/],
        [encodeURIComponent('a b'), '{"webapp_link":null}', 404, /No wallet/],
      ]
      for (const [id, body, status, message] of cases) {
        const response = await patch(id, body)
        expect(response.status, `${id} ${body.slice(0, 60)}`).toBe(status)
        expect((await response.json()).message).toMatch(message)
      }
      expect((await patch('latch-wallet', '{}', 'wrong')).status).toBe(401)
    })
  },
)
