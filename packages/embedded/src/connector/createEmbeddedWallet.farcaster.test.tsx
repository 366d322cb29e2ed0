// DOM project: the connector's Farcaster login against the real frame app
// (through its harness, with a scripted service), the window messages
// crossing as the browser would deliver them.
import { EmbeddedRequestAbortedError } from '@latch/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADDRESS,
  deliver,
  routes,
  startEmbeddedWallet as start,
  until,
  useFrameDom,
  user,
} from '../../test/connector/startEmbeddedWallet.js'
import { SERVICE } from '../../test/frame/createFrameHarness.js'

useFrameDom()
afterEach(() => vi.restoreAllMocks())

const url =
  'https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=chan-0123456789abcdef'

function farcasterRoutes(approved: { now: boolean }) {
  return {
    ...routes,
    'POST /farcaster/channel': () => ({
      url,
      channelToken: 'chan-0123456789abcdef',
    }),
    'POST /farcaster/connect': () =>
      approved.now
        ? {
            token: 't0k3n',
            expiresAt: '2999-01-01T00:00:00Z',
            user: { ...user, email: null, socialProvider: 'farcaster' },
          }
        : [202, { pending: true }],
  }
}

describe('Farcaster login through the connector', () => {
  it('answers the sign-in URL, then the user once approved', async () => {
    const approved = { now: false }
    const { session } = await start({ routes: farcasterRoutes(approved) })
    const wallet = await session
    expect(await wallet.getFarcasterUri()).toEqual({ url })
    const connected = wallet.connectFarcaster()
    setTimeout(() => {
      approved.now = true
    }, 300)
    expect(await connected).toMatchObject({
      address: ADDRESS,
      socialProvider: 'farcaster',
    })
    expect(await wallet.getAccounts()).toEqual([ADDRESS])
  }, 10_000)

  it('reload gives the wait up at once, reloads the frame and re-syncs it on its next READY', async () => {
    const reload = vi.fn()
    vi.spyOn(window.location, 'reload').mockImplementation(reload)
    const { session, frame, frameWindow } = await start({
      routes: farcasterRoutes({ now: false }),
    })
    const wallet = await session
    await wallet.getFarcasterUri()
    const waiting = wallet.connectFarcaster()
    wallet.reload()
    await expect(waiting).rejects.toBeInstanceOf(EmbeddedRequestAbortedError)
    await until(() => reload.mock.calls.length > 0)
    const synced = () =>
      frame.posted.filter(
        ({ message }) => message.type === '@latch-frame/SYNC_DAPP_DATA_SUCCESS',
      ).length
    const before = synced()
    // The reloaded frame says READY again: the app's data goes to it.
    deliver(
      { latch: 1, type: '@latch-frame/READY', id: 'r2', payload: {} },
      SERVICE,
      frameWindow,
    )
    await until(() => synced() > before)
  }, 10_000)
})
