import { readdir, readFile } from 'node:fs/promises'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createTestApp, type DbKind, dbKinds } from '../../test/testDbs.js'
import { createProject } from '../projects/createProject.js'
import { loadWalletData } from './loadWalletData.js'
import { parseImageFile } from './parseImageFile.js'
import { parseWalletFile, type WalletFileEntry } from './parseWalletFile.js'

const dataFolder = new URL('../../data/', import.meta.url)
const bundled = parseWalletFile(
  JSON.parse(await readFile(new URL('wallets.json', dataFolder), 'utf8')),
)
const bundledImages = parseImageFile(
  JSON.parse(await readFile(new URL('images.json', dataFolder), 'utf8')),
)
const walletFiles = new Set(
  await readdir(new URL('wallet-images/', dataFolder)),
)
const imageRoute = {
  asset: '/public/getAssetImage/',
  token: '/public/getTokenImage/',
  currency: '/public/getCurrencyImage/',
}

async function setup(kind: DbKind) {
  const t = await createTestApp(kind, { adminToken: 'admin' })
  await createProject(t.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example'],
  })
  await loadWalletData(t.db)
  const getWallets = async (query: Record<string, string>) => {
    const response = await t.request(
      `/getWallets?${new URLSearchParams({ projectId: 'shop', ...query })}`,
    )
    return { status: response.status, body: await response.json() }
  }
  return { ...t, getWallets }
}

/** The reference model of GET /getWallets filtering, over the data file. */
function expected(
  wallets: readonly WalletFileEntry[],
  q: Record<string, string>,
) {
  const list = (v: string | undefined) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined
  const search = q.search?.trim().toLowerCase()
  const include = list(q.include)
  const exclude = list(q.exclude)
  const chains = list(q.chains)
  return [...wallets]
    .sort((a, b) => (a.rank ?? 1000) - (b.rank ?? 1000))
    .filter(
      (w) =>
        (!search || w.name.toLowerCase().includes(search)) &&
        (!q.badge_type || (w.badge_type ?? 'none') === q.badge_type) &&
        (!include || include.includes(w.id)) &&
        !exclude?.includes(w.id) &&
        (!chains ||
          w.chains.some(
            (c) => chains.includes(c) || chains.includes(c.split(':')[0]!),
          )),
    )
}

describe.each(dbKinds)('wallet directory on %s', (kind) => {
  test('GET /getWallets pages, searches and filters', async () => {
    const { getWallets } = await setup(kind)
    const all = await getWallets({})
    expect(all.status).toBe(200)
    expect(all.body.count).toBe(bundled.length)
    expect(all.body.data).toHaveLength(Math.min(40, bundled.length))
    const first = all.body.data[0]
    expect(first).toEqual({
      id: 'latch-dev-wallet',
      name: 'Latch Dev Wallet',
      image_id: 'latch-dev-wallet',
      rdns: 'dev.latch.wallet',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      link_mode: null,
      homepage: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      supports_wc: false,
      chains: expect.arrayContaining(['eip155:31337']),
      namespaces: ['eip155'],
    })
    const metamask = all.body.data.find(
      (w: { id: string }) => w.id === 'metamask',
    )
    expect(metamask).toMatchObject({
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      app_urls: { homepage: 'https://metamask.io' },
    })

    const page2 = await getWallets({ page: '2', entries: '10' })
    expect(page2.body.data.map((w: { id: string }) => w.id)).toEqual(
      expected(bundled, {})
        .slice(10, 20)
        .map((w) => w.id),
    )
    expect(page2.body.count).toBe(bundled.length)
    expect((await getWallets({ page: '999' })).body).toEqual({
      data: [],
      count: bundled.length,
    })
    const search = await getWallets({ search: 'META' })
    expect(search.body.data.map((w: { id: string }) => w.id)).toEqual([
      'metamask',
    ])
    const include = await getWallets({ include: 'rainbow,metamask,unknown' })
    expect(include.body.count).toBe(2)
    const exclude = await getWallets({ exclude: 'metamask', search: 'meta' })
    expect(exclude.body).toEqual({ data: [], count: 0 })
    const sol = await getWallets({
      chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(sol.body.data.map((w: { id: string }) => w.id)).toContain('phantom')
    expect(sol.body.data.map((w: { id: string }) => w.id)).not.toContain(
      'metamask',
    )
    expect((await getWallets({ badge_type: 'certified' })).body.count).toBe(0)
    expect((await getWallets({ badge_type: 'none' })).body.count).toBe(
      bundled.length,
    )
    // Empty values mean "not given".
    expect(
      (await getWallets({ page: '', entries: '', search: ' ', chains: '' }))
        .body.count,
    ).toBe(bundled.length)
  })

  test('GET /getWallets checks the project and the origin', async () => {
    const { request } = await setup(kind)
    expect((await request('/getWallets')).status).toBe(400)
    const unknown = await request('/getWallets?projectId=nope')
    expect(unknown.status).toBe(403)
    expect((await unknown.json()).code).toBe('INVALID_PROJECT_ID')
    const evil = await request('/getWallets?projectId=shop', {
      headers: { origin: 'https://evil.example' },
    })
    expect(evil.status).toBe(403)
    expect(await evil.json()).toEqual({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'origin not allowed',
    })
    expect(evil.headers.get('access-control-allow-origin')).toBe(
      'https://evil.example',
    )
    const good = await request('/getWallets?projectId=shop&st=latch&sv=0.1.0', {
      headers: { origin: 'https://shop.example' },
    })
    expect(good.status).toBe(200)
    expect(good.headers.get('access-control-allow-origin')).toBe(
      'https://shop.example',
    )
    const preflight = await request('/getWallets?projectId=shop', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'GET',
      },
    })
    expect(preflight.status).toBe(204)
  })

  test('GET /getWallets answers bad input with a 400 naming the parameter', async () => {
    const { getWallets } = await setup(kind)
    const cases: [Record<string, string>, RegExp][] = [
      [{ page: '0' }, /page must be an integer from 1 to 100000/],
      [{ page: '-1' }, /page must be/],
      [{ page: '1.5' }, /page must be/],
      [{ page: 'abc' }, /page must be/],
      [{ page: '100001' }, /page must be/],
      [{ page: '99999999999999999999' }, /page must be/],
      [{ entries: '101' }, /entries must be an integer from 1 to 100/],
      [{ entries: '0' }, /entries must be/],
      [{ entries: '1e2' }, /entries must be/],
      [{ search: 'x'.repeat(101) }, /search must be at most 100 characters/],
      [{ search: 'a\u0001b' }, /without control characters/],
      [{ search: 'a\u0000b' }, /must not contain NUL characters/],
      [
        { badge_type: 'gold' },
        /badge_type \(or badge\) must be one of certified, none/,
      ],
      [{ include: 'a b' }, /include: 'a b' is not a wallet id/],
      [{ exclude: 'x'.repeat(200) }, /exclude: .* is not a wallet id/],
      [{ include: Array(101).fill('a').join(',') }, /at most 100/],
      [{ chains: 'ethereum' }, /chains: 'ethereum' is not a CAIP-2 chain id/],
      [{ chains: 'eip155:1,eip15' }, /is not a CAIP-2 chain id or a namespace/],
      [{ chains: 'tezos' }, /'tezos' is not a CAIP-2 chain id or a namespace/],
    ]
    for (const [query, message] of cases) {
      const { status, body } = await getWallets(query)
      expect(status, JSON.stringify(query)).toBe(400)
      expect(body.code).toBe('BAD_REQUEST')
      expect(body.message).toMatch(message)
    }
  })

  test('malformed percent-encoding is not a 500', async () => {
    const { request } = await setup(kind)
    for (const path of [
      '/getWallets?projectId=shop&search=%E0%A4%A',
      '/getWallets?projectId=shop&page=%ZZ',
      '/getWallets?projectId=%E0%A4%A',
      '/getWalletImage/%E0%A4%A',
      '/public/getTokenImage/%',
    ]) {
      const response = await request(path)
      expect(response.status, path).toBeGreaterThanOrEqual(200)
      expect(response.status, path).toBeLessThan(500)
      expect(await response.json()).toBeTruthy()
    }
  })

  test('property: arbitrary query strings give 200 or 400, never 500', async () => {
    const { getWallets } = await setup(kind)
    const keys = [
      'page',
      'entries',
      'search',
      'badge_type',
      'include',
      'exclude',
      'chains',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'grapheme' }),
            fc.string({ unit: 'binary' }),
            fc.stringMatching(/^[0-9,:a-z -]{0,12}$/),
          ),
          {
            maxKeys: 4,
          },
        ),
        async (query) => {
          const { status, body } = await getWallets(query)
          expect([200, 400]).toContain(status)
          if (status === 400) expect(body.message).toEqual(expect.any(String))
          else {
            expect(body.data.length).toBeLessThanOrEqual(
              Number(query.entries) || 40,
            )
            expect(body.count).toBeGreaterThanOrEqual(body.data.length)
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  test('property: count and page match the reference filter', async () => {
    const { getWallets } = await setup(kind)
    const ids = bundled.map((w) => w.id)
    const chains = [
      ...new Set(bundled.flatMap((w) => w.chains)),
      'eip155',
      'solana',
      'bip122',
      'cosmos',
    ]
    const pick = (from: string[]) =>
      fc.option(
        fc.subarray(from, { maxLength: 4 }).map((l) => l.join(',')),
        { nil: undefined },
      )
    const names = bundled.map((w) => w.name)
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            page: fc.integer({ min: 1, max: 5 }).map(String),
            entries: fc.integer({ min: 1, max: 100 }).map(String),
            search: fc
              .tuple(fc.constantFrom(...names), fc.nat(), fc.nat())
              .map(([n, a, b]) =>
                n
                  .slice(
                    Math.min(a, b) % n.length,
                    (Math.max(a, b) % n.length) + 1,
                  )
                  .toUpperCase(),
              ),
            include: pick(ids),
            exclude: pick(ids),
            chains: pick(chains),
            badge_type: fc.constantFrom('none', 'certified'),
          },
          { requiredKeys: ['page', 'entries'] },
        ),
        async (raw) => {
          const query = Object.fromEntries(
            Object.entries(raw).filter(([, v]) => v !== undefined),
          ) as Record<string, string>
          const { status, body } = await getWallets(query)
          expect(status).toBe(200)
          const model = expected(bundled, query)
          const entries = Number(query.entries)
          const start = (Number(query.page) - 1) * entries
          expect(body.count).toBe(model.length)
          expect(new Set(body.data.map((w: { id: string }) => w.id))).toEqual(
            new Set(model.slice(start, start + entries).map((w) => w.id)),
          )
        },
      ),
      { numRuns: 60 },
    )
  })

  test('image endpoints serve SVG with cache headers, 404 JSON otherwise', async () => {
    const { request } = await setup(kind)
    // Every wallet of the directory and every image id (and alias) answers
    // its bundled file (data/wallet-images, data/images), else a monogram.
    const paths: [string, string | undefined][] = [
      ...bundled.map((w): [string, string | undefined] => [
        `/getWalletImage/${w.id}`,
        walletFiles.has(`${w.id}.svg`)
          ? `wallet-images/${w.id}.svg`
          : undefined,
      ]),
      ...bundledImages.flatMap((image) =>
        [image.id, ...(image.aliases ?? [])].map(
          (id): [string, string | undefined] => [
            `${imageRoute[image.kind]}${encodeURIComponent(id)}`,
            image.file && `images/${image.file}`,
          ],
        ),
      ),
      ['/public/getAssetImage/eip155:1', 'images/network-ethereum.svg'],
    ]
    for (const [path, file] of paths) {
      const response = await request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=86400',
      )
      const body = await response.text()
      expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      if (file)
        expect(body, path).toBe(
          await readFile(new URL(file, dataFolder), 'utf8'),
        )
      else expect(body, path).toMatch(/<text [^>]+>[^<]{1,3}<\/text><\/svg>$/)
      const etag = response.headers.get('etag') ?? ''
      const again = await request(path, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
    }
    for (const path of [
      '/getWalletImage/nope',
      '/getWalletImage/eth',
      '/public/getTokenImage/metamask',
      `/public/getAssetImage/${'x'.repeat(300)}`,
      '/public/getTokenImage/a%20b',
    ]) {
      const response = await request(path)
      expect(response.status, path).toBe(404)
      expect((await response.json()).code).toBe('IMAGE_NOT_FOUND')
    }
    // NUL never reaches SQL (PostgreSQL refuses it in text): 400, not 500.
    const nul = await request('/public/getCurrencyImage/%00')
    expect(nul.status).toBe(400)
    expect((await nul.json()).message).toMatch(/must not contain NUL/)
  })

  test('POST /admin/wallets/import replaces or re-imports the directory', async () => {
    const { request, getWallets } = await setup(kind)
    const post = (body: string, token = 'admin') =>
      request('/admin/wallets/import', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      })
    const one = {
      wallets: [
        {
          id: 'solo',
          name: 'Solo Wallet',
          color: '#123456',
          rdns: 'com.example.solo',
          mobile_link: 'solo://',
          desktop_link: null,
          webapp_link: 'https://solo.example',
          chains: ['eip155:1'],
          badge_type: 'certified',
        },
      ],
    }
    const imported = await post(JSON.stringify(one))
    expect(await imported.json()).toEqual({ imported: 1 })
    expect((await getWallets({})).body.data).toEqual([
      {
        id: 'solo',
        name: 'Solo Wallet',
        image_id: 'solo',
        rdns: 'com.example.solo',
        mobile_link: 'solo://',
        desktop_link: null,
        webapp_link: 'https://solo.example',
        link_mode: null,
        homepage: null,
        app_store: null,
        play_store: null,
        chrome_store: null,
        supports_wc: true,
        chains: ['eip155:1'],
        namespaces: ['eip155'],
        badge_type: 'certified',
      },
    ])
    expect((await getWallets({ badge_type: 'certified' })).body.count).toBe(1)
    expect((await request('/getWalletImage/solo')).status).toBe(200)
    expect((await request('/getWalletImage/metamask')).status).toBe(404)
    expect(await (await post('')).json()).toEqual({ imported: bundled.length })
    expect((await post('', 'wrong')).status).toBe(401)
    const bad: [unknown, RegExp][] = [
      [[], /must be a JSON object/],
      [{}, /must be \{ "wallets"/],
      [{ wallets: [{ ...one.wallets[0], id: 'a b' }] }, /wallets\[0\].*bad id/],
      [{ wallets: [one.wallets[0], one.wallets[0]] }, /wallets\[1\].*bad id/],
      [{ wallets: [{ ...one.wallets[0], color: 'red' }] }, /bad color/],
      [{ wallets: [{ ...one.wallets[0], chains: ['eth'] }] }, /bad chains/],
      [
        { wallets: [{ ...one.wallets[0], mobile_link: 'javascript alert' }] },
        /bad mobile_link/,
      ],
      [
        { wallets: [{ ...one.wallets[0], badge_type: 'gold' }] },
        /bad badge_type/,
      ],
      [{ wallets: [{ ...one.wallets[0], rdns: 'nodots' }] }, /bad rdns/],
      [{ wallets: [null] }, /bad entry/],
      [
        {
          wallets: [
            {
              ...one.wallets[0],
              app_urls: { ios: 'https://x.example/\ud800' },
            },
          ],
        },
        /valid Unicode/,
      ],
    ]
    for (const [body, message] of bad) {
      const response = await post(JSON.stringify(body))
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).message).toMatch(message)
    }
    // A failed import changes nothing.
    expect((await getWallets({})).body.count).toBe(bundled.length)
  })

  test('javascript: and data: links are refused at import and never served', async () => {
    const { db, request, getWallets } = await setup(kind)
    const post = (body: unknown) =>
      request('/admin/wallets/import', {
        method: 'POST',
        headers: { authorization: 'Bearer admin' },
        body: JSON.stringify(body),
      })
    const wallet = {
      id: 'solo',
      name: 'Solo Wallet',
      color: '#123456',
      rdns: null,
      mobile_link: 'solo://wc',
      desktop_link: 'https://solo.example/wc',
      webapp_link: 'https://solo.example',
      app_urls: { ios: 'https://apps.example/solo' },
      chains: [],
    }
    const bad: [Record<string, unknown>, RegExp][] = [
      [
        { webapp_link: 'javascript:alert(1)' },
        /bad webapp_link: must be an https: URL/,
      ],
      [
        { webapp_link: 'data:text/html,<script>alert(1)</script>' },
        /bad webapp_link/,
      ],
      [{ webapp_link: 'http://solo.example' }, /http: only for localhost/],
      [{ webapp_link: 'solo://x' }, /bad webapp_link/],
      [
        { mobile_link: 'javascript://%0aalert(1)' },
        /bad mobile_link: must be an https: or app/,
      ],
      [{ mobile_link: 'JavaScript://x' }, /bad mobile_link/],
      [{ mobile_link: 'data://text/html,x' }, /bad mobile_link/],
      [{ desktop_link: 'file:///etc/passwd' }, /bad desktop_link/],
      [{ desktop_link: 'vbscript://x' }, /bad desktop_link/],
      [
        { app_urls: { ios: 'javascript:alert(1)' } },
        /bad app_urls: each must be an https: URL/,
      ],
      [{ app_urls: { ios: 'data:,x' } }, /bad app_urls/],
    ]
    for (const [fields, message] of bad) {
      const response = await post({ wallets: [{ ...wallet, ...fields }] })
      expect(response.status, JSON.stringify(fields)).toBe(400)
      expect((await response.json()).message).toMatch(message)
    }
    // Allowed: https:, app schemes, http: to loopback (development).
    const ok = await post({
      wallets: [
        { ...wallet, webapp_link: 'http://127.0.0.1:5173/wallet' },
        { ...wallet, id: 'two', mobile_link: 'metamask://', webapp_link: null },
      ],
    })
    expect(await ok.json()).toEqual({ imported: 2 })
    // Rows stored before links were checked: their bad links are not served.
    await db.query(
      `UPDATE wallets SET webapp_link = 'javascript:alert(1)',
         mobile_link = 'data:text/html,x', desktop_link = 'javascript://%0aalert(1)',
         app_urls = '{"ios":"javascript:alert(1)","homepage":"https://solo.example"}'::jsonb
       WHERE id = 'solo'`,
    )
    const { body } = await getWallets({ include: 'solo' })
    expect(body.data[0]).toMatchObject({
      id: 'solo',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_urls: { homepage: 'https://solo.example' },
    })
  })
})
