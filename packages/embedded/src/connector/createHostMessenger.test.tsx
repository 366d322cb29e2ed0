import {
  EmbeddedRequestAbortedError,
  EmbeddedWalletError,
  EmbeddedWalletTimeoutError,
  getEmbeddedError,
} from '@latch/core'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createHostMessenger,
  type HostMessengerParameters,
  type MessageTarget,
} from './createHostMessenger.js'

const SERVICE = 'http://127.0.0.1:8789'

type Sent = {
  message: { latch: 1; type: string; id: string; payload: unknown }
  origin: string
}

function setup(overrides: Partial<HostMessengerParameters> = {}) {
  const target = new EventTarget() as unknown as MessageTarget & EventTarget
  const sent: Sent[] = []
  const frame = {
    postMessage: (message: unknown, origin: string) =>
      void sent.push({ message: message as Sent['message'], origin }),
  }
  const events: [string, unknown][] = []
  const timeouts: Error[] = []
  const messenger = createHostMessenger({
    getFrameWindow: () => frame,
    origin: SERVICE,
    target,
    onEvent: (name, payload) => void events.push([name, payload]),
    onTimeout: (error) => void timeouts.push(error),
    toError: (payload) =>
      getEmbeddedError({
        message: (payload as { message?: unknown })?.message,
      }),
    ...overrides,
  })
  /** A message as the browser delivers it. */
  const deliver = (
    data: unknown,
    { origin = SERVICE, source = frame as unknown } = {},
  ) => {
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: data },
      origin: { value: origin },
      source: { value: source },
    })
    target.dispatchEvent(event)
  }
  const reply = (
    index: number,
    suffix: 'SUCCESS' | 'ERROR',
    payload: unknown,
  ) => {
    const request = sent[index]!.message
    deliver({
      latch: 1,
      type: `@latch-frame/${request.type.slice('@latch-app/'.length)}_${suffix}`,
      id: request.id,
      payload,
    })
  }
  return { messenger, sent, frame, events, timeouts, deliver, reply, target }
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending'
  promise.then(
    () => {
      state = 'resolved'
    },
    () => {
      state = 'rejected'
    },
  )
  await new Promise((r) => setTimeout(r, 0))
  return state
}

afterEach(() => {
  vi.useRealTimers()
})

describe('host messenger: requests and replies (SPEC §4, §7)', () => {
  it('posts the envelope to the service origin only, with a random id', async () => {
    const { messenger, sent } = setup()
    void messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    void messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(sent).toHaveLength(2)
    expect(sent[0]).toEqual({
      message: {
        latch: 1,
        type: '@latch-app/CONNECT_EMAIL',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        payload: { email: 'ada@example.com' },
      },
      origin: SERVICE,
    })
    expect(sent.every((s) => s.origin !== '*')).toBe(true)
    expect(sent[0]!.message.id).not.toBe(sent[1]!.message.id)
  })

  it('settles a request with the success reply of its id', async () => {
    const { messenger, reply } = setup()
    const result = messenger.request('CONNECT_EMAIL', { email: 'a@b.co' })
    reply(0, 'SUCCESS', { action: 'VERIFY_OTP' })
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(messenger.pending).toBe(0)
  })

  it('rejects with the mapped error reply', async () => {
    const { messenger, reply } = setup()
    const result = messenger.request('CONNECT_OTP', { otp: '1' })
    reply(0, 'ERROR', { message: 'Invalid code' })
    const error = await result.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmbeddedWalletError)
    expect((error as Error & { shortMessage: string }).shortMessage).toBe(
      'Invalid code',
    )
  })

  it('matches replies by id: two requests answered out of order', async () => {
    const { messenger, reply } = setup()
    const first = messenger.request('RPC_REQUEST', {
      method: 'eth_blockNumber',
    })
    const second = messenger.request('RPC_REQUEST', { method: 'eth_gasPrice' })
    reply(1, 'SUCCESS', '0x2')
    reply(0, 'SUCCESS', '0x1')
    await expect(first).resolves.toBe('0x1')
    await expect(second).resolves.toBe('0x2')
  })

  it('ignores a reply from another origin, another window, or with another id or name', async () => {
    const { messenger, sent, deliver, frame } = setup()
    const result = messenger.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const { id } = sent[0]!.message
    const ok = {
      latch: 1,
      type: '@latch-frame/CONNECT_EMAIL_SUCCESS',
      id,
      payload: { action: 'CONNECT' },
    }
    deliver(ok, { origin: 'https://evil.example' })
    deliver(ok, { origin: 'http://127.0.0.1:8788' })
    deliver(ok, { source: window })
    deliver(ok, { source: null })
    deliver(ok, { source: { ...frame } })
    deliver({ ...ok, id: 'another-id' })
    deliver({ ...ok, type: '@latch-frame/CONNECT_OTP_SUCCESS' })
    deliver({ ...ok, type: '@latch-app/CONNECT_EMAIL_SUCCESS' })
    deliver({ ...ok, latch: 2 })
    deliver({ ...ok, id: 7 })
    expect(await settled(result)).toBe('pending')
    deliver(ok)
    await expect(result).resolves.toEqual({ action: 'CONNECT' })
  })

  it('takes one reply per request: a second one changes nothing', async () => {
    const { messenger, reply } = setup()
    const result = messenger.request('CONNECT_EMAIL', { email: 'a@b.co' })
    reply(0, 'SUCCESS', { action: 'VERIFY_OTP' })
    reply(0, 'ERROR', { message: 'late' })
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it('hands frame events over, only from the frame on the service origin', () => {
    const { deliver, events } = setup()
    const event = (type: string, payload: unknown) => ({
      latch: 1,
      type: `@latch-frame/${type}`,
      id: 'e1',
      payload,
    })
    deliver(event('APPROVAL_OPEN', { method: 'personal_sign' }))
    deliver(event('APPROVAL_OPEN', { method: 'x' }), {
      origin: 'https://evil.example',
    })
    deliver(event('SESSION_ENDED', { message: 'x' }), { source: window })
    deliver(event('NOT_AN_EVENT', {}))
    deliver(event('CHAIN_CHANGED', { chainId: 10 }))
    expect(events).toEqual([
      ['APPROVAL_OPEN', { method: 'personal_sign' }],
      ['CHAIN_CHANGED', { chainId: 10 }],
    ])
  })
})

describe('host messenger: timeouts and aborts (SPEC §8, §9)', () => {
  it('reports a request timed out after 30 s, then aborts it', async () => {
    vi.useFakeTimers()
    const { messenger, timeouts, reply } = setup()
    const result = messenger.request(
      'CONNECT_OTP',
      { otp: '1' },
      { timeout: 30_000 },
    )
    const caught = result.catch((e: unknown) => e)
    vi.advanceTimersByTime(29_999)
    expect(timeouts).toEqual([])
    vi.advanceTimersByTime(1)
    const error = await caught
    expect(timeouts).toHaveLength(1)
    expect(timeouts[0]).toBeInstanceOf(EmbeddedWalletTimeoutError)
    expect((timeouts[0] as EmbeddedWalletTimeoutError).shortMessage).toBe(
      'Embedded Wallet Request Timed Out',
    )
    expect(error).toBeInstanceOf(EmbeddedRequestAbortedError)
    expect((error as EmbeddedRequestAbortedError).shortMessage).toBe(
      'Request was aborted',
    )
    expect(messenger.pending).toBe(0)
    // A late answer finds nothing to settle.
    reply(0, 'SUCCESS', {})
  })

  it('has no timeout unless asked (approvals may take long)', async () => {
    vi.useFakeTimers()
    const { messenger, timeouts } = setup()
    const result = messenger.request('RPC_REQUEST', { method: 'personal_sign' })
    vi.advanceTimersByTime(10 * 60_000)
    expect(timeouts).toEqual([])
    expect(messenger.pending).toBe(1)
    messenger.stop()
    await expect(result).rejects.toBeInstanceOf(EmbeddedRequestAbortedError)
  })

  it('aborts with the signal, with its reason when it is an error', async () => {
    const { messenger } = setup()
    const controller = new AbortController()
    const plain = messenger.request(
      'GET_USER',
      {},
      { signal: controller.signal },
    )
    controller.abort()
    await expect(plain).rejects.toBeInstanceOf(EmbeddedRequestAbortedError)
    const reason = new Error('declined')
    const other = new AbortController()
    const withReason = messenger.request(
      'GET_USER',
      {},
      { signal: other.signal },
    )
    other.abort(reason)
    await expect(withReason).rejects.toBe(reason)
    const already = messenger.request('GET_USER', {}, { signal: other.signal })
    await expect(already).rejects.toBe(reason)
    expect(messenger.pending).toBe(0)
  })

  it('aborts everything pending at once', async () => {
    const { messenger } = setup()
    const a = messenger.request('GET_USER', {})
    const b = messenger.request('IS_CONNECTED', {})
    const error = new Error('session ended')
    messenger.abortAll(error)
    await expect(a).rejects.toBe(error)
    await expect(b).rejects.toBe(error)
  })

  it("fails at once when the frame is gone: 'W3mFrame: iframe is not set'", async () => {
    const { messenger } = setup({ getFrameWindow: () => null })
    const error = await messenger.request('GET_USER', {}).catch((e) => e)
    expect(error).toBeInstanceOf(EmbeddedRequestAbortedError)
    expect((error as Error).cause).toEqual(
      new Error('W3mFrame: iframe is not set'),
    )
    expect(messenger.pending).toBe(0)
  })

  it('stops listening when stopped', async () => {
    const { messenger, deliver, events } = setup()
    messenger.stop()
    deliver({ latch: 1, type: '@latch-frame/READY', id: 'x', payload: {} })
    expect(events).toEqual([])
  })
})

describe('host messenger: junk (fast-check)', () => {
  it('never throws, never settles a request and never reports an event for junk', async () => {
    const { messenger, sent, deliver, events, frame } = setup()
    const pending = messenger.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const { id } = sent[0]!.message
    const envelope = fc.record({
      latch: fc.oneof(fc.constant(1), fc.anything()),
      type: fc.oneof(
        fc.constantFrom(
          '@latch-frame/CONNECT_EMAIL_SUCCESS',
          '@latch-frame/CONNECT_EMAIL_ERROR',
          '@latch-frame/READY',
          '@latch-frame/APPROVAL_OPEN',
        ),
        fc.string(),
        fc.anything(),
      ),
      id: fc.oneof(fc.constant(id), fc.string(), fc.anything()),
      payload: fc.anything(),
    })
    fc.assert(
      fc.property(
        fc.oneof(envelope, fc.anything()),
        fc.oneof(fc.constant(SERVICE), fc.webUrl(), fc.string()),
        fc.oneof(
          fc.constant(frame as unknown),
          fc.constant(window),
          fc.constant(null),
          fc.object(),
        ),
        (data, origin, source) => {
          // Only the frame on the service origin is listened to at all.
          fc.pre(origin !== SERVICE || source !== frame)
          deliver(data, { origin, source })
          return events.length === 0
        },
      ),
      { numRuns: 300 },
    )
    expect(await settled(pending)).toBe('pending')
    // From the frame itself, junk may be anything but never throws.
    fc.assert(
      fc.property(fc.anything(), (data) => {
        fc.pre(
          !(
            typeof data === 'object' &&
            data !== null &&
            (data as { id?: unknown }).id === id
          ),
        )
        deliver(data)
        return true
      }),
      { numRuns: 200 },
    )
    expect(await settled(pending)).toBe('pending')
  }, 30_000)
})
