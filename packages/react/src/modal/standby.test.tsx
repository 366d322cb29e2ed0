import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
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
