// DOM project (happy-dom): RPC_REQUEST and the approval screen end to end
// in the frame (scripted service).
import { fireEvent, getByRole, queryByRole } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
  HOST,
  type Route,
} from '../../../test/frame/createFrameHarness.js'
import {
  prepareRoute,
  scriptedReview,
} from '../../../test/frame/prepareRoute.js'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

const start = (
  options: {
    armDelayMs?: number
    visible?: boolean
    rpc?: Route
    prepare?: Route
  } = {},
) => {
  const storage = new Map([
    ['latch:frame:token:p1', JSON.stringify({ token: 't0k3n' })],
  ])
  harness = createFrameHarness({
    storage,
    armDelayMs: options.armDelayMs ?? 0,
    visible: options.visible ?? true,
    routes: {
      'POST /rpc/prepare': options.prepare ?? prepareRoute(),
      'POST /rpc':
        options.rpc ?? (({ body }) => ({ result: `result of ${body.method}` })),
    },
  })
  return harness
}

const dialog = () =>
  getByRole(document.body, 'dialog', { name: 'Approve request' })
const button = (name: 'Approve' | 'Reject') =>
  getByRole(dialog(), 'button', { name }) as HTMLButtonElement
const sign = ['0x48656c6c6f', '0x1111111111111111111111111111111111111111']
/** The signing calls (not the /rpc/prepare reviews). */
const signed = (frame: FrameHarness) =>
  frame.calls.filter((call) => call.path === '/rpc')
const eventTypes = (frame: FrameHarness) =>
  frame.posted
    .map(({ message }) => message.type.replace('@latch-frame/', ''))
    .filter((type) => type !== 'READY')

describe('RPC_REQUEST', () => {
  it('answers safe methods at once through the service', async () => {
    const frame = start()
    const reply = await frame.request('RPC_REQUEST', {
      method: 'eth_getBalance',
      params: ['0x1111111111111111111111111111111111111111', 'latest'],
    })
    expect(reply.payload).toBe('result of eth_getBalance')
    expect(frame.calls[0]).toMatchObject({
      path: '/rpc',
      authorization: 'Bearer t0k3n',
      body: {
        chainId: 31337,
        method: 'eth_getBalance',
        origin: HOST,
        projectId: 'p1',
      },
    })
    expect(queryByRole(document.body, 'dialog')).toBeNull()
  })

  it('refuses methods off the list without asking anyone', async () => {
    const frame = start()
    expect(
      (await frame.request('RPC_REQUEST', { method: 'debug_traceCall' }))
        .payload,
    ).toEqual({ message: 'Requested RPC call is not allowed' })
    expect(frame.calls).toEqual([])
  })

  it('approve: APPROVAL_OPEN, the screen, /rpc, _SUCCESS, then APPROVAL_CLOSE', async () => {
    const frame = start()
    frame.request('RPC_REQUEST', { method: 'personal_sign', params: sign })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    // The screen's title goes to the host's header (not shown twice).
    expect(frame.events('APPROVAL_OPEN')[0]?.message.payload).toEqual({
      method: 'personal_sign',
      title: 'Sign message',
    })
    expect(dialog().textContent).toContain('Hello')
    expect(dialog().textContent).toContain(HOST)
    expect(document.activeElement).toBe(dialog())
    expect(signed(frame)).toEqual([])
    fireEvent.click(button('Approve'))
    fireEvent.click(button('Approve'))
    await frame.until(() => frame.events('APPROVAL_CLOSE')[0])
    expect(eventTypes(frame)).toEqual([
      'APPROVAL_OPEN',
      'RPC_REQUEST_SUCCESS',
      'APPROVAL_CLOSE',
    ])
    expect(frame.events('APPROVAL_CLOSE')[0]?.message.payload).toEqual({
      approved: true,
    })
    // Approve signs the prepared request by id, not the page's params.
    expect(signed(frame)).toHaveLength(1)
    expect(signed(frame)[0]?.body).toMatchObject({
      method: 'personal_sign',
      prepared: 'prep-1',
    })
    expect(signed(frame)[0]?.body.params).toBeUndefined()
    expect(queryByRole(document.body, 'dialog')).toBeNull()
  })

  it('reject (button or Escape): Signature declined, nothing signed', async () => {
    const frame = start()
    const first = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: sign,
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    fireEvent.click(button('Reject'))
    await frame.until(() => frame.replyTo(first))
    expect(frame.replyTo(first)?.payload).toEqual({
      message: 'Signature declined',
    })
    const second = frame.send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [
        {
          to: '0x2222222222222222222222222222222222222222',
          value: '0xde0b6b3a7640000',
          data: '0xabcd',
        },
      ],
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    expect(dialog().textContent).toContain('1 ETH')
    expect(dialog().textContent).toContain('2 bytes')
    fireEvent.keyDown(document, { key: 'Escape' })
    await frame.until(() => frame.replyTo(second))
    expect(frame.replyTo(second)?.type).toBe('@latch-frame/RPC_REQUEST_ERROR')
    expect(
      frame.events('APPROVAL_CLOSE').map(({ message }) => message.payload),
    ).toEqual([{ approved: false }, { approved: false }])
    expect(signed(frame)).toEqual([])
  })

  it('queues approvals: the next opens only after the first closes', async () => {
    const frame = start()
    const a = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: sign,
    })
    const b = frame.send('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        { calls: [{ to: '0x3333333333333333333333333333333333333333' }] },
      ],
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(frame.events('APPROVAL_OPEN')).toHaveLength(1)
    expect(dialog().textContent).toContain('Sign message')
    fireEvent.click(button('Approve'))
    await frame.until(() => frame.replyTo(a))
    await frame.until(() => frame.events('APPROVAL_OPEN')[1])
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    expect(dialog().textContent).toContain('Send a batch of calls')
    expect(dialog().textContent).toContain(
      '0x3333333333333333333333333333333333333333',
    )
    fireEvent.click(button('Reject'))
    await frame.until(() => frame.replyTo(b))
    expect(eventTypes(frame)).toEqual([
      'APPROVAL_OPEN',
      'RPC_REQUEST_SUCCESS',
      'APPROVAL_CLOSE',
      'APPROVAL_OPEN',
      'RPC_REQUEST_ERROR',
      'APPROVAL_CLOSE',
    ])
  })

  it('CANCEL_APPROVALS (the host closed its view) rejects the open and the queued ones', async () => {
    const frame = start()
    const a = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: sign,
    })
    const b = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: sign,
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    expect((await frame.request('CANCEL_APPROVALS')).payload).toEqual({
      cancelled: 2,
    })
    await frame.until(() => frame.replyTo(b))
    for (const id of [a, b])
      expect(frame.replyTo(id)?.payload).toEqual({
        message: 'Signature declined',
      })
    expect(
      eventTypes(frame).filter((type) => !type.startsWith('CANCEL')),
    ).toEqual([
      'APPROVAL_OPEN',
      'RPC_REQUEST_ERROR',
      'APPROVAL_CLOSE',
      'RPC_REQUEST_ERROR', // the queued one: never shown
    ])
    expect(queryByRole(document.body, 'dialog')).toBeNull()
    // The next request is asked normally.
    const c = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: sign,
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    fireEvent.click(button('Approve'))
    await frame.until(() => frame.replyTo(c))
    expect(frame.replyTo(c)?.type).toBe('@latch-frame/RPC_REQUEST_SUCCESS')
    expect(signed(frame)).toHaveLength(1)
  })

  it('arms Approve only once the frame has been visible for the arming delay (again after being hidden)', async () => {
    const frame = start({ armDelayMs: 100, visible: false })
    const id = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: sign,
    })
    const wait = (ms: number) =>
      new Promise((resolve) => setTimeout(resolve, ms))
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    expect(button('Approve').disabled).toBe(true)
    fireEvent.click(button('Approve'))
    await wait(150)
    expect(button('Approve').disabled).toBe(true) // hidden all along
    expect(dialog().textContent).toContain('fully visible')
    frame.setVisible(true)
    expect(button('Approve').disabled).toBe(true) // just shown
    await wait(150)
    expect(button('Approve').disabled).toBe(false)
    frame.setVisible(false)
    expect(button('Approve').disabled).toBe(true)
    frame.setVisible(true)
    await wait(150)
    expect(button('Approve').disabled).toBe(false)
    fireEvent.click(button('Approve'))
    await frame.until(() => frame.replyTo(id))
    expect(signed(frame)).toHaveLength(1)
  })

  it('a failing /rpc after Approve replies the service message and still closes', async () => {
    const frame = start({
      rpc: () => [
        400,
        { error: { code: 'rpc', message: 'insufficient funds' } },
      ],
    })
    const id = frame.send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ to: '0x2222222222222222222222222222222222222222' }],
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    fireEvent.click(button('Approve'))
    await frame.until(() => frame.events('APPROVAL_CLOSE')[0])
    expect(frame.replyTo(id)?.payload).toEqual({
      message: 'insufficient funds',
    })
  })

  it("shows the service's review, not the page's params: max network fee, decoded approval, warnings as alerts", async () => {
    const spender = '0x00000000000000000000000000000000000a77Ac'
    const review = scriptedReview('eth_sendTransaction', [{}])
    const frame = start({
      prepare: () => ({
        id: 'prep-9',
        expiresAt: Date.now() + 300_000,
        review: {
          ...review,
          calls: [
            {
              to: '0x2222222222222222222222222222222222222222',
              value: '0',
              dataBytes: 68,
              decoded: {
                standard: 'erc20',
                kind: 'approve',
                token: '0x2222222222222222222222222222222222222222',
                spender,
                amount: (2n ** 256n - 1n).toString(),
                unlimited: true,
              },
              gas: '21000',
              maxFeePerGas: '476190476190476',
              maxPriorityFeePerGas: '476190476190476',
              maxFee: '9999999999999996000',
            },
          ],
          maxFee: '9999999999999996000',
          warnings: [
            {
              kind: 'unlimitedApproval',
              token: '0x2222222222222222222222222222222222222222',
              spender,
              call: 1,
            },
          ],
        },
      }),
    })
    // The page claims a harmless call; the screen shows what the service
    // stored.
    const id = frame.send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ to: '0x3333333333333333333333333333333333333333' }],
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    const text = dialog().textContent ?? ''
    expect(text).not.toContain('0x3333333333333333333333333333333333333333')
    expect(text).toContain('Maximum network fee9.999999999999996 ETH')
    expect(text).toContain(`Spender${spender}`)
    expect(text).toContain('AmountUnlimited')
    const alert = getByRole(dialog(), 'alert')
    expect(alert.textContent).toContain(`Unlimited approval: ${spender}`)
    fireEvent.click(button('Approve'))
    await frame.until(() => frame.replyTo(id))
    expect(signed(frame)[0]?.body).toMatchObject({ prepared: 'prep-9' })
  })

  it('a request the service refuses to prepare fails without a screen', async () => {
    const frame = start({
      prepare: () => [
        403,
        {
          error: {
            code: 'rpc_not_allowed',
            message: 'Requested RPC call is not allowed',
          },
        },
      ],
    })
    // A method the frame forwards (eth_sign it refuses itself:
    // rpcAllowList.test.tsx); the service's refusal is the reply.
    expect(
      (
        await frame.request('RPC_REQUEST', {
          method: 'personal_sign',
          params: sign,
        })
      ).payload,
    ).toEqual({ message: 'Requested RPC call is not allowed' })
    expect(frame.events('APPROVAL_OPEN')).toEqual([])
    expect(signed(frame)).toEqual([])
  })

  it('without a session: Session Expired before any screen', async () => {
    harness = createFrameHarness({})
    expect(
      (
        await harness.request('RPC_REQUEST', {
          method: 'personal_sign',
          params: sign,
        })
      ).payload,
    ).toEqual({ message: 'Session Expired' })
    expect(harness.events('APPROVAL_OPEN')).toEqual([])
    expect(harness.events('SESSION_ENDED')).toHaveLength(1)
  })

  it('shows the app data the host synced, and warns when its url is another origin', async () => {
    const frame = start()
    await frame.request('SYNC_DAPP_DATA', {
      projectId: 'p1',
      sdkVersion: '0.1.0',
      metadata: {
        name: 'Demo <b>app</b>',
        description: '',
        url: 'https://bank.example.org',
        icons: ['https://evil.example.org/x.png'],
      },
    })
    frame.send('RPC_REQUEST', { method: 'personal_sign', params: sign })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    expect(dialog().textContent).toContain('Demo <b>app</b>')
    expect(dialog().querySelector('b')).toBeNull()
    expect(dialog().querySelector('img')).toBeNull() // CSP: not our origin
    expect(dialog().textContent).toContain('https://bank.example.org, but')
  })
})
