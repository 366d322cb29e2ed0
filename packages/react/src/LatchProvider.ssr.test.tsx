import {
  connect,
  cookieStorage,
  cookieToInitialState,
  noopStorage,
} from '@latch/core'
import { createWalletFixture, type WalletFixture } from '@latch/test'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../test/renderLatch.js'
import { ConnectButton } from './buttons/ConnectButton.js'
import { useLatchAccount } from './hooks/useLatchAccount.js'
import { LatchProvider } from './LatchProvider.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** What a browser keeps in cookies after a connection to the dev wallet. */
const items = [
  ['connectionStatus', 'connected'],
  ['activeNamespace', 'eip155'],
  [
    'connections',
    {
      eip155: {
        connectorId: 'dev.latch.wallet',
        accounts: [ACCOUNT],
        caipNetworkId: 'eip155:31337',
      },
    },
  ],
].map(([name, value]) => [`latch.v1.${name}`, JSON.stringify(value)] as const)
/** The `Cookie` header the server gets with them. */
const cookie = items
  .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  .join('; ')
/** happy-dom's `document.cookie`. */
const jar = cookieStorage()

function Status() {
  return <output>{useLatchAccount().status}</output>
}

const page = (
  <>
    <ConnectButton />
    <Status />
  </>
)

let root: ReturnType<typeof hydrateRoot> | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const [name] of items) jar.removeItem(name)
  vi.restoreAllMocks()
})

/**
 * Renders `page` the way a server does (a config of its own, no effects),
 * then hydrates the HTML with a browser config reading the same cookie.
 * Returns what React reported: recoverable errors and console errors.
 */
async function serverThenBrowser(options: {
  serverState: boolean
  fixture?: WalletFixture
}) {
  const fixture = options.fixture ?? createWalletFixture()
  const server = createTestLatch(
    { ssr: true, storage: noopStorage, connectors: [] },
    fixture,
  )
  const html = renderToString(
    <LatchProvider
      latch={server.latch}
      initialState={
        options.serverState
          ? cookieToInitialState(server.latch.config, cookie)
          : undefined
      }
    >
      {page}
    </LatchProvider>,
  )
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const reported: unknown[] = []
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    reported.push(args)
  })
  // The browser has the cookies the server got.
  for (const [name, value] of items) jar.setItem(name, value)
  const browser = createTestLatch(
    { ssr: true, storage: cookieStorage() },
    fixture,
  )
  await act(async () => {
    root = hydrateRoot(
      container,
      <LatchProvider
        latch={browser.latch}
        initialState={cookieToInitialState(browser.latch.config, cookie)}
      >
        {page}
      </LatchProvider>,
      { onRecoverableError: (error) => reported.push(error) },
    )
  })
  return { html, reported, browser, fixture }
}

describe('LatchProvider with server rendering', () => {
  it('hydrates the server’s account with no mismatch, then restores the connection', async () => {
    // The wallet still knows the page (it was connected before the reload).
    const fixture = createWalletFixture()
    const before = createTestLatch({}, fixture)
    await connect(before.latch.config, { connector: 'dev.latch.wallet' })

    const { html, reported, browser } = await serverThenBrowser({
      serverState: true,
      fixture,
    })
    expect(html).toContain('0xf39F')
    expect(html).not.toContain('Connect Wallet')
    expect(html).toContain('reconnecting')
    expect(reported).toEqual([])
    // Started after the first render: the remembered connection restored.
    await waitFor(
      () =>
        expect(browser.latch.config.state.namespaces.eip155?.status).toBe(
          'connected',
        ),
      // Its code is a chunk of its own, transformed on first use here.
      { timeout: 10_000 },
    )
    expect(screen.queryByText('Connect Wallet')).toBeNull()
  })

  it('reports the mismatch when the server renders without the cookie', async () => {
    const { html, reported } = await serverThenBrowser({ serverState: false })
    expect(html).toContain('Connect Wallet')
    expect(reported.length).toBeGreaterThan(0)
  })
})
