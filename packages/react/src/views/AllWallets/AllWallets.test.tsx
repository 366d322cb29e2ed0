// @vitest-environment node
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

async function openConnect() {
  const test = renderLatch(undefined, {
    projectId: api.projectId,
    apiUrl: api.url,
  })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...test, dialog }
}

describe('Connect with the wallet directory', () => {
  it('shows the installed wallet once, then 4 recommended wallets', async () => {
    const { dialog } = await openConnect()
    const recommended = await within(dialog).findByRole('region', {
      name: 'Recommended',
    })
    const items = within(recommended).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(
      within(dialog).getAllByRole('button', { name: /Latch Dev Wallet/ }),
    ).toHaveLength(1)
    // Not installed, with a web app: a link to it, marked 'Not installed'.
    const link = within(recommended).getByRole('link', {
      name: 'Open Wallet 01 web app',
    })
    expect(link.getAttribute('href')).toBe('https://wallet01.example/app')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(within(link).getByText('Not installed')).toBeTruthy()
  })
})

describe('AllWallets', () => {
  it('pages the directory by 40 with Load more, merged by rdns', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    // 1 installed + 39 more of the first 40 (the dev wallet merged away).
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
      .map((li) => li.textContent?.replace(/Not installed|EVM/g, ''))
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
    const recommended = await within(dialog).findByRole('region', {
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
      within(dialog).queryByRole('region', { name: 'Recommended' }),
    ).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    expect(within(all).getAllByRole('listitem')).toHaveLength(1)
    expect(within(all).queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})
