// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { IMAGE_PRELOAD_WAIT_MS } from '@latch/common'
import { injected } from '@latch/core'
import { createWalletFixture, startTestApi } from '@latch/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { withDom } from '../../../test/withDom.js'

type Rtl = typeof import('@testing-library/react')

// Real peers: the Latch API (directory of Wallet 01…08) behind a forwarder
// on loopback that also serves the wallet images itself — a 1×1 PNG each,
// one of them held back until the test releases it — and logs when the
// directory page and each image were answered. happy-dom loads images.
let api: Awaited<ReturnType<typeof startTestApi>>
let proxy: Server
let proxyUrl: string
let teardown: () => Promise<void>
let rtl: Rtl
let renderLatch: typeof import('../../../test/renderLatch.js')['renderLatch']

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=',
  'base64',
)
/** Wallet ids whose image is held back until `releaseHeld()`. */
const slow = new Set<string>()
/** The held images' answers, sent by `releaseHeld()`. */
const held: (() => void)[] = []
const releaseHeld = () => {
  for (const answer of held.splice(0)) answer()
}
/** When each image (by wallet id) and each directory page was answered. */
let imageServed = new Map<string, number>()
let pageServed: number[] = []

beforeAll(async () => {
  api = await startTestApi({ wallets: 8 })
  proxy = createServer(async (req, res) => {
    const url = req.url ?? ''
    const image = /^\/getWalletImage\/([^?]+)/.exec(url)?.[1]
    if (image) {
      const id = decodeURIComponent(image)
      if (slow.has(id)) await new Promise<void>((r) => held.push(r))
      imageServed.set(id, Date.now())
      res.writeHead(200, {
        'content-type': 'image/png',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      })
      return res.end(png)
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const answer = await fetch(`${api.url}${url}`, {
      method: req.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(
          ([k]) => !['host', 'connection', 'content-length'].includes(k),
        ),
      ) as Record<string, string>,
      ...(body.length > 0 && { body }),
    })
    const text = Buffer.from(await answer.arrayBuffer())
    if (url.startsWith('/getWallets') && !url.includes('include'))
      pageServed.push(Date.now())
    const headers = Object.fromEntries(answer.headers)
    delete headers['content-encoding']
    delete headers['content-length']
    res.writeHead(answer.status, headers)
    res.end(text)
  })
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  teardown = await withDom({ enableImageFileLoading: true })
  rtl = await import('@testing-library/react')
  ;({ renderLatch } = await import('../../../test/renderLatch.js'))
}, 60_000)
afterAll(async () => {
  proxy?.closeAllConnections()
  proxy?.close()
  await api?.close()
  await teardown?.()
})
afterEach(() => {
  rtl.cleanup()
  slow.clear()
  releaseHeld()
  imageServed = new Map()
  pageServed = []
})

async function open(parameters: Record<string, unknown> = {}) {
  const { fireEvent, screen } = rtl
  renderLatch(undefined, {
    projectId: api.projectId,
    apiUrl: proxyUrl,
    ...parameters,
  })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  return screen.findByRole('dialog', { name: 'Connect Wallet' })
}

/** Each row's wallet name (its text without the namespace and note tags). */
const rowNames = (list: HTMLElement) =>
  rtl
    .within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.l-grow')?.textContent)

/** When the list named `name` first showed (polled every 10 ms). */
async function shownAt(dialog: HTMLElement, name: string) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (rtl.within(dialog).queryByRole('list', { name })) return Date.now()
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`no list "${name}"`)
}

describe('Connect: SPEC §9 connector order', () => {
  it('shows installed, featured (then custom), other connectors and recommended, each wallet once', async () => {
    const fixture = createWalletFixture()
    const external = injected({
      target: {
        id: 'host-wallet',
        name: 'Host Wallet',
        provider: fixture.wallet.provider,
      },
      type: 'EXTERNAL',
    })
    const dialog = await open({
      connectors: [fixture.connector, external],
      featuredWalletIds: ['wallet-05', 'wallet-03'],
      customWallets: [
        {
          id: 'my-wallet',
          name: 'My Wallet',
          webapp_link: 'https://my-wallet.example/app',
        },
      ],
    })
    const { within } = rtl
    const recommended = await within(dialog).findByRole(
      'list',
      { name: 'Recommended' },
      { timeout: 10_000 },
    )
    const featured = await within(dialog).findByRole('list', {
      name: 'Featured',
    })
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Installed', 'Featured', 'Other wallets', 'Recommended'])
    expect(
      rowNames(within(dialog).getByRole('list', { name: 'Installed' })),
    ).toEqual(['Latch Dev Wallet'])
    // The host's order, then its own wallet.
    expect(rowNames(featured)).toEqual(['Wallet 05', 'Wallet 03', 'My Wallet'])
    expect(
      rowNames(within(dialog).getByRole('list', { name: 'Other wallets' })),
    ).toEqual(['Host Wallet'])
    // The directory's first 4 not shown above (the installed dev wallet
    // and the featured ones are not repeated).
    expect(rowNames(recommended)).toEqual([
      'Wallet 01',
      'Wallet 02',
      'Wallet 04',
      'Wallet 06',
    ])
    // A custom wallet opens by its link (no WalletConnect here: its web app).
    expect(
      within(featured)
        .getByRole('link', { name: 'Open My Wallet web app' })
        .getAttribute('href'),
    ).toBe('https://my-wallet.example/app')
  }, 20_000)
})

describe('Connect: SPEC §9 image preload wait', () => {
  it('shows the recommended rows once their images are in', async () => {
    const dialog = await open()
    const shown = await shownAt(dialog, 'Recommended')
    const rows = ['wallet-01', 'wallet-02', 'wallet-03', 'wallet-04']
    for (const id of rows)
      expect(imageServed.get(id)).toBeLessThanOrEqual(shown)
    // Not the 2 s cap: the images came at once.
    expect(shown - (pageServed[0] ?? 0)).toBeLessThan(IMAGE_PRELOAD_WAIT_MS)
  }, 20_000)

  it('shows them after 2 s when an image is slower, without it', async () => {
    slow.add('wallet-02')
    const dialog = await open()
    // Meanwhile the rows' places are held (hidden from assistive tech).
    await new Promise((r) => setTimeout(r, 500))
    expect(
      rtl.within(dialog).queryByRole('list', { name: 'Recommended' }),
    ).toBeNull()
    const shown = await shownAt(dialog, 'Recommended')
    expect(shown - (pageServed[0] ?? 0)).toBeGreaterThanOrEqual(
      IMAGE_PRELOAD_WAIT_MS - 50,
    )
    // Shown without it: the test holds it back until now.
    expect(imageServed.has('wallet-02')).toBe(false)
    expect(imageServed.get('wallet-01')).toBeLessThanOrEqual(shown)
    // It comes later (the row's own icon then shows it).
    releaseHeld()
    await expect
      .poll(() => imageServed.has('wallet-02'), { timeout: 5_000 })
      .toBe(true)
  }, 20_000)
})

describe('All Wallets: SPEC §9 image preload wait', () => {
  it('keeps the rows it had until the page icons are in, at most 2 s', async () => {
    const { fireEvent, screen, within } = rtl
    const dialog = await open()
    await shownAt(dialog, 'Recommended')
    slow.add('wallet-06')
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const clicked = Date.now()
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    // Meanwhile: the installed wallet, and no directory row yet.
    await within(all).findByRole('button', { name: 'Latch Dev Wallet EVM' })
    expect(within(all).queryByText('Wallet 01')).toBeNull()
    const row = await within(all).findByRole(
      'link',
      { name: 'Open Wallet 01 web app' },
      { timeout: 10_000 },
    )
    expect(row).toBeTruthy()
    // Wallet 06's image was on its way for 2 s (held back until now).
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(
      IMAGE_PRELOAD_WAIT_MS - 50,
    )
    expect(imageServed.has('wallet-06')).toBe(false)
    releaseHeld()
    await expect
      .poll(() => imageServed.has('wallet-06'), { timeout: 5_000 })
      .toBe(true)
  }, 20_000)
})
