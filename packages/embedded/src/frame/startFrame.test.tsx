// DOM project (happy-dom): the frame's start-up and its message gate.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
  HOST,
} from '../../test/frame/createFrameHarness.js'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

describe('startFrame', () => {
  it('posts READY to the pinned parent origin only', () => {
    harness = createFrameHarness()
    expect(harness.frame).toMatchObject({ status: 'listening', origin: HOST })
    expect(harness.posted).toEqual([
      {
        message: {
          latch: 1,
          type: '@latch-frame/READY',
          id: expect.any(String),
          payload: { version: '0.1.0' },
        },
        targetOrigin: HOST,
      },
    ])
  })

  it('posts nothing at all to a parent the project does not allow', async () => {
    harness = createFrameHarness({ origin: 'https://evil.example.org' })
    expect(harness.frame).toEqual({ status: 'refused' })
    harness.dispatch(
      { latch: 1, type: '@latch-app/GET_CHAIN_ID', id: 'x', payload: {} },
      { from: 'https://evil.example.org' },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(harness.posted).toEqual([])
    expect(document.getElementById('app')?.childElementCount).toBe(0)
  })

  it('sends INIT_ERROR for an unknown project (no origins to check)', () => {
    harness = createFrameHarness({ config: { error: 'invalid key' } })
    expect(harness.frame).toEqual({
      status: 'init-error',
      message: 'invalid key',
    })
    expect(harness.posted).toEqual([
      {
        message: expect.objectContaining({
          type: '@latch-frame/INIT_ERROR',
          payload: { message: 'invalid key' },
        }),
        targetOrigin: HOST,
      },
    ])
  })

  it('sends INIT_ERROR only to an allowed parent when origins are known', () => {
    harness = createFrameHarness({
      config: { error: 'JWT not yet valid', origins: [HOST] },
      origin: 'https://other.example.org',
    })
    expect(harness.frame).toEqual({ status: 'refused' })
    expect(harness.posted).toEqual([])
  })

  it('treats a garbled config as an invalid key', () => {
    harness = createFrameHarness({ config: 'not an object' })
    expect(harness.frame).toMatchObject({ message: 'invalid key' })
  })
})

describe('message gate', () => {
  it('answers only its parent at the pinned origin', async () => {
    harness = createFrameHarness()
    const envelope = (id: string) => ({
      latch: 1,
      type: '@latch-app/GET_CHAIN_ID',
      id,
      payload: {},
    })
    harness.dispatch(envelope('other-origin'), {
      from: 'https://evil.example.org',
    })
    harness.dispatch(envelope('other-window'), { source: {} })
    harness.dispatch(envelope('null-source'), { source: null })
    harness.dispatch(envelope('allowed-sibling'), {
      from: 'https://b.example.com',
    })
    harness.dispatch(envelope('ok'))
    await harness.until(() => harness?.replyTo('ok'))
    expect(harness.posted.map(({ message }) => message.id)).toEqual([
      expect.any(String), // READY
      'ok',
    ])
    expect(harness.replyTo('ok')).toMatchObject({
      type: '@latch-frame/GET_CHAIN_ID_SUCCESS',
      payload: { chainId: 31337 },
    })
    expect(harness.posted.every((p) => p.targetOrigin === HOST)).toBe(true)
  })

  it('never throws and never answers junk, whatever arrives', async () => {
    const frame = createFrameHarness()
    harness = frame
    const junk = fc.oneof(
      fc.anything(),
      fc.record(
        {
          latch: fc.oneof(fc.constant(1), fc.anything()),
          type: fc.oneof(
            fc.constantFrom(
              '@latch-app/NOPE',
              '@latch-frame/GET_USER',
              'GET_USER',
              '@latch-app/',
            ),
            fc.string(),
          ),
          id: fc.oneof(
            fc.constant(''),
            fc.string({ minLength: 129 }),
            fc.integer(),
          ),
          payload: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    )
    const sources = fc.constantFrom<unknown>(frame.parent, {}, null, window)
    const origins = fc.constantFrom(
      HOST,
      'https://evil.example.org',
      'null',
      '',
    )
    fc.assert(
      fc.property(junk, sources, origins, (data, source, from) => {
        frame.dispatch(data, { source, from })
      }),
      { numRuns: 400 },
    )
    // Valid requests from anyone but the parent at HOST: never answered.
    fc.assert(
      fc.property(
        fc.constantFrom('GET_CHAIN_ID', 'SIGN_OUT', 'RPC_REQUEST'),
        fc.uuid(),
        fc.oneof(
          fc.record({
            source: sources,
            from: fc.constant('https://evil.example.org'),
          }),
          fc.record({
            source: fc.constantFrom<unknown>({}, null, window),
            from: fc.constant(HOST),
          }),
        ),
        (name, id, { source, from }) => {
          frame.dispatch(
            { latch: 1, type: `@latch-app/${name}`, id, payload: {} },
            { source, from },
          )
        },
      ),
      { numRuns: 200 },
    )
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(frame.posted).toHaveLength(1) // READY only
    expect(frame.calls).toEqual([])
  })

  it('answers each id once, in any order, and ignores a repeated id in flight', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    harness = createFrameHarness({
      routes: {
        'POST /email/connect': async () => {
          await gate
          return { action: 'VERIFY_OTP' }
        },
      },
    })
    const slow = harness.send('CONNECT_EMAIL', { email: 'a@example.com' }, 'A')
    harness.send('CONNECT_EMAIL', { email: 'a@example.com' }, 'A')
    const fast = harness.send('SWITCH_NETWORK', { chainId: 1 }, 'B')
    await harness.until(() => harness?.replyTo(fast))
    expect(harness.replyTo(slow)).toBeUndefined()
    release()
    await harness.until(() => harness?.replyTo(slow))
    expect(harness.replyTo(slow)).toMatchObject({
      type: '@latch-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(harness.replyTo(fast)).toMatchObject({
      type: '@latch-frame/SWITCH_NETWORK_SUCCESS',
      payload: { chainId: 1 },
    })
    expect(harness.posted.filter((p) => p.message.id === 'A')).toHaveLength(1)
    expect(harness.calls).toHaveLength(1)
  })
})
