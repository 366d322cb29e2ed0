// @vitest-environment node
import { once } from 'node:events'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { memoryStorage } from '@latch/core'
import { startTestApi } from '@latch/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { withDom } from '../../../test/withDom.js'

type Rtl = typeof import('@testing-library/react')
type RenderLatch = typeof import('../../../test/renderLatch.js')['renderLatch']

// The real Latch API: the Latch Dev Wallet (rdns dev.latch.wallet, also
// installed here through the fixture) and 44 more directory wallets. The
// DOM comes after the server (see withDom).
let api: Awaited<ReturnType<typeof startTestApi>>
let teardown: () => Promise<void>
let fireEvent: Rtl['fireEvent']
let screen: Rtl['screen']
let waitFor: Rtl['waitFor']
let within: Rtl['within']
let cleanup: Rtl['cleanup']
let renderLatch: RenderLatch
beforeAll(async () => {
  api = await startTestApi()
  teardown = await withDom()
  ;({ fireEvent, screen, waitFor, within, cleanup } = await import(
    '@testing-library/react'
  ))
  ;({ renderLatch } = await import('../../../test/renderLatch.js'))
}, 60_000)
afterAll(async () => {
  await api?.close()
  await teardown?.()
})
afterEach(() => cleanup())

async function openConnect(parameters: Parameters<RenderLatch>[1] = {}) {
  const test = renderLatch(undefined, {
    projectId: api.projectId,
    apiUrl: api.url,
    ...parameters,
  })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...test, dialog }
}

describe('Connect with the wallet directory', () => {
  it('shows the installed wallet once under Installed, then 4 recommended wallets', async () => {
    const { dialog } = await openConnect()
    const recommended = await within(dialog).findByRole('list', {
      name: 'Recommended',
    })
    const items = within(recommended).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    const installed = within(dialog).getByRole('list', { name: 'Installed' })
    expect(
      within(installed).getByRole('button', { name: /Latch Dev Wallet/ }),
    ).toBeTruthy()
    expect(
      within(dialog).getAllByRole('button', { name: /Latch Dev Wallet/ }),
    ).toHaveLength(1)
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Connect Wallet', 'Installed', 'Recommended'])
    // Not installed, with a web app: a link to it, marked 'Not installed'.
    const link = within(recommended).getByRole('link', {
      name: 'Open Wallet 01 web app',
    })
    expect(link.getAttribute('href')).toBe('https://wallet01.example/app')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(within(link).getByText('Not installed')).toBeTruthy()
  })

  it('lists recently used wallets first, under Recent, and not again below', async () => {
    const storage = memoryStorage()
    // Wallet 03 was connected last (over WalletConnect), then Wallet 01.
    storage.setItem(
      'latch.v1.recentWallets',
      JSON.stringify([
        { id: 'wallet-03', name: 'Wallet 03' },
        { id: 'wallet-01', name: 'Wallet 01' },
      ]),
    )
    const { dialog } = await openConnect({ storage })
    const recent = await within(dialog).findByRole('list', { name: 'Recent' })
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Open Wallet 03 web app', 'Open Wallet 01 web app'])
    // Recommended shows once its icons are in (SPEC §9 image preload wait).
    const recommended = await within(dialog).findByRole(
      'list',
      { name: 'Recommended' },
      { timeout: 5_000 },
    )
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Connect Wallet', 'Recent', 'Installed', 'Recommended'])
    expect(within(recommended).queryByText(/Wallet 0[13]/)).toBeNull()
  })

  it('offers "Install" (its site, new tab) for an extension that is not installed', async () => {
    const { dialog } = await openConnect()
    const recommended = await within(dialog).findByRole('list', {
      name: 'Recommended',
    })
    const install = within(recommended).getByRole('link', {
      name: 'Wallet 04 EVM Install',
    })
    expect(install.getAttribute('href')).toBe('https://wallet04.example')
    expect(install.getAttribute('target')).toBe('_blank')
    expect(within(install).getByText('Install')).toBeTruthy()
  })

  it('"Install" opens the extension\'s store page when the directory has one (Chrome)', async () => {
    // happy-dom names itself, not a browser: here it is Chrome.
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
    })
    const { dialog } = await openConnect()
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'All Wallets' }),
    )
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    fireEvent.change(
      await within(all).findByRole('searchbox', { name: 'Search wallet' }),
      { target: { value: 'Wallet 08' } },
    )
    const install = await within(all).findByRole('link', {
      name: 'Wallet 08 EVM Install',
    })
    expect(install.getAttribute('href')).toBe('https://store.example/wallet08')
  })

  it('shows no Latch Dev Wallet row when the dev wallet is not in the page', async () => {
    const { dialog } = await openConnect({ connectors: [] })
    await within(dialog).findByRole('list', { name: 'Recommended' })
    expect(within(dialog).queryByText('Latch Dev Wallet')).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Installed' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    fireEvent.change(
      await within(all).findByRole('searchbox', { name: 'Search wallet' }),
      { target: { value: 'Latch' } },
    )
    await within(all).findByText('No wallet found')
    expect(within(all).queryByText('Latch Dev Wallet')).toBeNull()
  })

  it('"New to wallets?" explains what a wallet is and links to getting one', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'New to wallets?' }),
    )
    const view = await screen.findByRole('dialog', {
      name: 'What is a wallet?',
    })
    await within(view).findByText(/A wallet holds your crypto/)
    const get = await within(view).findByRole('list', { name: 'Get a wallet' })
    // The first recommended wallets with a site: the web apps and homepages.
    expect(
      within(get)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['Get Wallet 01', 'https://wallet01.example/app'],
      ['Get Wallet 03', 'https://wallet03.example/app'],
      ['Get Wallet 04', 'https://wallet04.example'],
      ['Get Wallet 05', 'https://wallet05.example/app'],
    ])
    fireEvent.click(within(view).getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })
})

describe('AllWallets', () => {
  it('pages the directory by 40 with Load more, merged by rdns', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    // A grid of tiles, 1 installed + 39 more of the first 40 (the dev wallet merged away).
    await waitFor(() =>
      expect(within(all).getAllByRole('listitem')).toHaveLength(40),
    )
    expect(
      within(all).getAllByRole('button', { name: /Latch Dev Wallet/ }),
    ).toHaveLength(1)
    fireEvent.click(within(all).getByRole('button', { name: 'Load more' }))
    await waitFor(() =>
      expect(within(all).getAllByRole('listitem')).toHaveLength(45),
    )
    expect(within(all).queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('searches the directory, showing results no sooner than 300 ms', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    await waitFor(() =>
      expect(within(all).getAllByRole('listitem').length).toBeGreaterThan(1),
    )
    const typedAt = Date.now()
    fireEvent.change(
      within(all).getByRole('searchbox', { name: 'Search wallet' }),
      {
        target: { value: 'Wallet 4' },
      },
    )
    await waitFor(() =>
      expect(within(all).getAllByRole('listitem')).toHaveLength(5),
    )
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(290)
    const names = within(all)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/Not installed|Install|EVM/g, ''))
    expect(names).toEqual([
      'Wallet 40',
      'Wallet 41',
      'Wallet 42',
      'Wallet 43',
      'Wallet 44',
    ])
  })

  it('keeps directory wallets without a web app focusable but disabled, with the note', async () => {
    const { dialog } = await openConnect()
    const recommended = await within(dialog).findByRole('list', {
      name: 'Recommended',
    })
    const row = within(recommended).getByRole('button', { name: /Wallet 02/ })
    expect(row.getAttribute('aria-disabled')).toBe('true')
    expect(row.hasAttribute('disabled')).toBe(false)
    const note = document.getElementById(
      row.getAttribute('aria-describedby') ?? '',
    )
    expect(note?.textContent).toBe('Not installed')
    row.focus()
    expect(document.activeElement).toBe(row)
    fireEvent.click(row)
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('without apiUrl lists only the installed wallets', async () => {
    renderLatch()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(
      within(dialog).queryByRole('list', { name: 'Recommended' }),
    ).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    await waitFor(() =>
      expect(within(all).getAllByRole('listitem')).toHaveLength(1),
    )
    expect(within(all).queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})

describe('a directory that cannot be loaded', () => {
  // The real API behind a proxy that refuses the directory while `down`.
  let proxy: Server
  let proxyUrl: string
  let down = true
  beforeAll(async () => {
    const target = new URL(api.url)
    proxy = createServer((incoming, answer) => {
      if (down && incoming.url?.startsWith('/getWallets')) {
        answer.writeHead(503, { 'access-control-allow-origin': '*' }).end()
        return
      }
      const forwarded = request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, host: target.host },
        },
        (response) => {
          answer.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(answer)
        },
      )
      forwarded.on('error', () => answer.destroy())
      incoming.pipe(forwarded)
    })
    proxy.listen(0, '127.0.0.1')
    await once(proxy, 'listening')
    const { port } = proxy.address() as AddressInfo
    proxyUrl = `http://127.0.0.1:${port}`
  })
  afterAll(() => {
    proxy?.close()
  })

  it('Connect says so where the Recommended wallets go, and Try again loads them; All Wallets too', async () => {
    down = true
    const { dialog } = await openConnect({ apiUrl: proxyUrl })
    // In the place of the four rows it kept for them (nothing shrinks).
    // Said (a status: the modal's alert is for what the visitor must act
    // on, like an invalid project), not shouted.
    await within(dialog).findByText('Something went wrong')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Connect Wallet', 'Installed', 'Recommended'])
    down = false
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    const recommended = await within(dialog).findByRole('list', {
      name: 'Recommended',
    })
    expect(within(recommended).getAllByRole('listitem')).toHaveLength(4)
    expect(within(dialog).queryByText('Something went wrong')).toBeNull()

    down = true
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    // The directory's first page is cached from Connect; a search asks.
    fireEvent.change(within(all).getByRole('searchbox'), {
      target: { value: 'wallet 1' },
    })
    await within(all).findByText('Something went wrong')
    expect(within(all).queryByText('No wallet found')).toBeNull()
    down = false
    fireEvent.click(within(all).getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(within(all).getAllByRole('listitem').length).toBeGreaterThan(1),
    )
    expect(within(all).queryByText('Something went wrong')).toBeNull()
  })
})
