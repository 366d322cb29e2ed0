// DOM project (happy-dom): the frame's Farcaster requests against a
// scripted service (the service itself: latch-api's farcasterRoutes tests).
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
} from '../../test/frame/createFrameHarness.js'

const user = {
  email: null,
  address: '0x1111111111111111111111111111111111111111',
  accounts: [
    { address: '0x1111111111111111111111111111111111111111', type: 'eoa' },
  ],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  socialProvider: 'farcaster',
  userName: 'alice',
}
const url =
  'https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=chan-0123456789abcdef'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

describe('Farcaster login in the frame', () => {
  it('opens a channel, waits while the sign-in is pending, then logs in', async () => {
    let asked = 0
    harness = createFrameHarness({
      routes: {
        'POST /farcaster/channel': () => ({
          url,
          channelToken: 'chan-0123456789abcdef',
        }),
        'POST /farcaster/connect': ({ body }) =>
          body.channelToken !== 'chan-0123456789abcdef'
            ? [400, { error: { code: 'invalid_channel', message: 'no' } }]
            : ++asked < 2
              ? [202, { pending: true }]
              : { token: 't0k3n', expiresAt: '2999-01-01T00:00:00Z', user },
        'GET /smart-accounts': () => ({ networks: [] }),
      },
    })
    const frame = harness
    expect((await frame.request('GET_FARCASTER_URI')).payload).toEqual({ url })
    const connected = await frame.request('CONNECT_FARCASTER')
    expect(connected.type).toBe('@latch-frame/CONNECT_FARCASTER_SUCCESS')
    expect(connected.payload).toMatchObject({
      address: user.address,
      socialProvider: 'farcaster',
      userName: 'alice',
    })
    expect(asked).toBe(2)
    // The channel is used up: a second connect needs a new uri.
    expect((await frame.request('CONNECT_FARCASTER')).payload).toEqual({
      message: 'Invalid request: farcaster uri',
    })
  }, 10_000)

  it("answers the service's refusal, and the channel is forgotten", async () => {
    harness = createFrameHarness({
      routes: {
        'POST /farcaster/channel': () => ({
          url,
          channelToken: 'chan-0123456789abcdef',
        }),
        'POST /farcaster/connect': () => [
          400,
          {
            error: {
              code: 'channel_expired',
              message: 'Farcaster sign-in expired',
            },
          },
        ],
      },
    })
    const frame = harness
    await frame.request('GET_FARCASTER_URI')
    expect((await frame.request('CONNECT_FARCASTER')).payload).toEqual({
      message: 'Farcaster sign-in expired',
    })
    expect((await frame.request('CONNECT_FARCASTER')).payload).toEqual({
      message: 'Invalid request: farcaster uri',
    })
  })

  it('refuses a service answer without a url', async () => {
    harness = createFrameHarness({
      routes: { 'POST /farcaster/channel': () => ({ nothing: true }) },
    })
    expect((await harness.request('GET_FARCASTER_URI')).payload).toEqual({
      message: 'Something went wrong',
    })
  })
})
