import { connectEmail, connectOtp } from '@latch/core'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'

afterEach(cleanup)
// The modal's and embedded views' chunks are transformed on their first
// import: once here,
// not inside the first test's wait for the dialog (a loaded machine took
// more than findByRole's second for it).
beforeAll(() =>
  Promise.all([
    import('../../modal/Modal.js'),
    import('../Connect/embeddedViews.js'),
  ]),
)

describe('ApproveTransaction', () => {
  it('makes room for the frame while it asks, and hides it after', async () => {
    const auth = createTestAuthConnector()
    const { latch } = renderLatch(undefined, { connectors: [auth.connector] })
    await act(async () => {
      await connectEmail(latch.config, { email: 'ada@example.com' })
      await connectOtp(latch.config, { otp: '123456' })
    })
    // Core follows the connected auth connector's events (a chunk of its own).
    const emitter = auth.instance?.authEmitter
    await waitFor(() =>
      expect(emitter?.listenerCount('approvalOpen')).toBeGreaterThan(0),
    )
    act(() => emitter?.emit('approvalOpen', { method: 'personal_sign' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve Transaction',
    })
    const region = await within(dialog).findByRole('region', {
      name: 'Request from the embedded wallet',
    })
    expect(region).toBeTruthy()
    await waitFor(() => expect(auth.frameRects.length).toBeGreaterThan(0))
    expect(auth.frameRects.at(-1)).toMatchObject({
      top: expect.any(Number),
      width: expect.any(Number),
    })
    act(() => emitter?.emit('approvalClose', { approved: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(auth.frameRects.at(-1)).toBeUndefined())
    expect(auth.calls).not.toContain('cancelApproval')
  })

  it('is headed by what the frame asks; closing the modal while it asks gives the request up', async () => {
    const auth = createTestAuthConnector()
    const { latch } = renderLatch(undefined, { connectors: [auth.connector] })
    await act(async () => {
      await connectEmail(latch.config, { email: 'ada@example.com' })
      await connectOtp(latch.config, { otp: '123456' })
    })
    const emitter = auth.instance?.authEmitter
    await waitFor(() =>
      expect(emitter?.listenerCount('approvalOpen')).toBeGreaterThan(0),
    )
    // Headed by what the frame asks, in its words (an older frame that
    // sends no title: "Approve Transaction", as in the test above).
    act(() =>
      emitter?.emit('approvalOpen', {
        method: 'eth_sendTransaction',
        title: 'Send 0.5 ETH',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Send 0.5 ETH' })
    await within(dialog).findByRole('region')
    act(() => within(dialog).getByRole('button', { name: 'Close' }).click())
    await waitFor(() => expect(auth.calls).toContain('cancelApproval'))
    await waitFor(() => expect(auth.frameRects.at(-1)).toBeUndefined())
  })
})
