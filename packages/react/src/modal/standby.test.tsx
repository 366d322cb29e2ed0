import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getModalState } from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'

// A local HTTP server as the config's API server: it answers nothing
// useful, it only records what the page asks it.
let server: Server
let requests: string[]
beforeEach(async () => {
  requests = []
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    response.writeHead(404, { 'access-control-allow-origin': '*' }).end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
})
afterEach(async () => {
  cleanup()
  server.close()
  await once(server, 'close')
})

const apiUrl = () =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`

describe('Connect kept ready between opens', () => {
  it('is built hidden while closed, asks the API server nothing, and is what the click shows', async () => {
    renderLatch(undefined, { apiUrl: apiUrl() })
    // Built once the rehearsal is done; hidden from everyone meanwhile
    // (invisible, out of the accessibility tree).
    const standby = await waitFor(
      () => {
        const found = document.querySelector('[data-latch] [role=dialog]')
        expect(found?.textContent).toContain('Connect Wallet')
        return found
      },
      { timeout: 5_000 },
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(standby?.closest('[aria-hidden=true]')).not.toBeNull()
    // Nothing it would fetch (the wallet directory) is asked before the
    // visitor opens it.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toBe(standby)
    await waitFor(() => expect(requests.length).toBeGreaterThan(0))
  })
})

describe('the rehearsal of its show', () => {
  it('computes its shown styles once at idle and leaves it hidden, as it was', async () => {
    renderLatch(undefined, { apiUrl: apiUrl() })
    const overlay = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>(
          '[data-latch] .l-standby',
        )
        expect(found).not.toBeNull()
        return found as HTMLElement
      },
      { timeout: 5_000 },
    )
    // The class changes the rehearsal makes: the value before each.
    const before: (string | null)[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) before.push(record.oldValue)
    })
    observer.observe(overlay, {
      attributeFilter: ['class', 'aria-hidden'],
      attributeOldValue: true,
    })
    await waitFor(() => expect(before.length).toBe(2), { timeout: 2_000 })
    observer.disconnect()
    // Shown (the standby class off), then hidden again.
    expect(before).toEqual(['l-overlay l-standby', 'l-overlay'])
    expect(overlay.className).toBe('l-overlay l-standby')
    expect(overlay.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the frame between the click and React', () => {
  it('Escape pressed before React renders the open modal closes it, and the standby is hidden again', async () => {
    const { latch } = renderLatch(undefined, { apiUrl: apiUrl() })
    const standby = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>(
          '[data-latch] .l-standby',
        )
        expect(found).not.toBeNull()
        return found
      },
      { timeout: 5_000 },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    // Shown by the click itself, before React renders it open.
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(getModalState(latch.config).open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(standby?.classList.contains('l-standby')).toBe(true)
    expect(standby?.classList.contains('l-entering')).toBe(false)
    // And the next click opens it again.
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(
      await screen.findByRole('dialog', { name: 'Connect Wallet' }),
    ).toBeTruthy()
  })

  it('another key pressed then has React render the open modal at once', async () => {
    const { latch } = renderLatch(undefined, { apiUrl: apiUrl() })
    await waitFor(
      () =>
        expect(
          document.querySelector('[data-latch] .l-standby'),
        ).not.toBeNull(),
      { timeout: 5_000 },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' })
    })
    // React's open modal handles keys from here: Escape through it.
    fireEvent.keyDown(document.body, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getModalState(latch.config).open).toBe(false)
  })

  it('the overlay it shows lets the pointer through until that frame is painted, then takes it', async () => {
    renderLatch(undefined, { apiUrl: apiUrl() })
    const overlay = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>(
          '[data-latch] .l-standby',
        )
        expect(found).not.toBeNull()
        return found as HTMLElement
      },
      { timeout: 5_000 },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    // Shown by the click: the pointer resting on the page is not moved
    // onto the overlay in that frame (no out/over events before its paint).
    expect(overlay.classList.contains('l-standby')).toBe(false)
    expect(overlay.classList.contains('l-entering')).toBe(true)
    // After the paint React renders it open, and the overlay takes the
    // pointer (a click on it closes the modal).
    await waitFor(() =>
      expect(overlay.classList.contains('l-entering')).toBe(false),
    )
    expect(overlay.className).toBe('l-overlay')
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
