// @vitest-environment node

import { DEBOUNCE_MS } from '@latch/common'
import { startRecordingProxy, startTestApi } from '@latch/test'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { withDom } from '../../../test/withDom.js'

// The real Latch API behind a recording proxy: the test counts the name
// lookups (GET /v1/profile/account/{name}) that reach it. Fake timers
// drive the typing pauses; the requests themselves travel for real.
type Api = Awaited<ReturnType<typeof startTestApi>>
type Proxy = Awaited<ReturnType<typeof startRecordingProxy>>
let api: Api
let proxy: Proxy
let stopDom: () => Promise<void>
// Captured before any fake timers: a real pause for the network.
const realSetTimeout = globalThis.setTimeout
const pause = (ms: number) =>
  new Promise<void>((resolve) => realSetTimeout(resolve, ms))

beforeAll(async () => {
  api = await startTestApi({ wallets: 0 })
  proxy = await startRecordingProxy(api.url)
  stopDom = await withDom()
}, 60_000)
afterAll(async () => {
  await stopDom?.()
  await proxy?.close()
  await api?.close()
})
afterEach(() => vi.useRealTimers())

/** The lookups' GETs (happy-dom's fetch sends a CORS preflight first). */
const lookups = () =>
  proxy.requests
    .filter((r) => r.method === 'GET')
    .map((r) => new URL(r.url, proxy.url).pathname)
    .filter((path) => path.startsWith('/v1/profile/account/'))

describe('useReceiver', () => {
  it(`asks the API for a typed name only after ${DEBOUNCE_MS} ms of quiet typing (SPEC §9 debounce), once, for the last text`, async () => {
    const { act, cleanup, render, screen } = await import(
      '@testing-library/react'
    )
    const { createTestLatch } = await import('../../../test/renderLatch.js')
    const { LatchProvider } = await import('../../LatchProvider.js')
    const { useReceiver } = await import('./useReceiver.js')
    function Probe({ input }: { input: string }) {
      return <output aria-label="Receiver">{useReceiver(input)}</output>
    }
    const { latch } = createTestLatch({
      projectId: api.projectId,
      apiUrl: proxy.url,
    })
    const view = (input: string) => (
      <LatchProvider latch={latch}>
        <Probe input={input} />
      </LatchProvider>
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { rerender } = render(view('bo.latch.id'))
      const status = screen.getByRole('status', { name: 'Receiver' })
      expect(status.textContent).toBe('resolving')
      // Typing goes on within the pause: each keystroke starts it again.
      for (const text of ['bob.latch.id', 'bobs.latch.id']) {
        act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 1))
        rerender(view(text))
      }
      act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 1))
      // Time enough for a request sent by now to reach the server.
      await pause(300)
      expect(lookups()).toEqual([])
      // The pause completes: one lookup leaves, for the last text.
      act(() => vi.advanceTimersByTime(1))
      await vi.waitFor(() => expect(lookups()).toHaveLength(1), {
        timeout: 10_000,
      })
      expect(lookups()).toEqual(['/v1/profile/account/bobs.latch.id'])
      // Nobody has the name on this API: the lookup settles.
      await vi.waitFor(() => expect(status.textContent).not.toBe('resolving'), {
        timeout: 10_000,
      })
      await pause(300)
      expect(lookups()).toHaveLength(1)
    } finally {
      cleanup()
    }
  })
})
