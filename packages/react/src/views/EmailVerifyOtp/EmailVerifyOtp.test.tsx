import {
  getAccount,
  getEmbeddedUser,
  getModalState,
  setModalEmbedded,
} from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'

afterEach(cleanup)
// The modal's and embedded views' chunks are transformed on their first
// import: once here,
// not inside the first test's wait for the dialog.
beforeAll(() =>
  Promise.all([
    import('../../modal/Modal.js'),
    import('../Connect/embeddedViews.js'),
  ]),
)

async function openCodeStep(options = {}) {
  const auth = createTestAuthConnector(options)
  const test = renderLatch(undefined, { connectors: [auth.connector] })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const field = await within(connect).findByRole('textbox', { name: 'Email' })
  fireEvent.change(field, { target: { value: 'ada@example.com' } })
  fireEvent.click(within(connect).getByRole('button', { name: 'Continue' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm e-mail' })
  const group = await within(dialog).findByRole('group', {
    name: 'Verification code',
  })
  const boxes = within(group).getAllByRole('textbox') as HTMLInputElement[]
  return { ...test, auth, dialog, group, boxes, code: boxes[0] as HTMLElement }
}

const values = (boxes: HTMLInputElement[]) => boxes.map((b) => b.value)

/** A paste of `text` into `box`, as the browser sends it. */
function paste(box: HTMLElement, text: string) {
  fireEvent.paste(box, { clipboardData: { getData: () => text } })
}

describe('EmailVerifyOtp', () => {
  it('is six one-digit boxes, "Digit n of 6", in a group; the first has the focus and the one-time-code autofill', async () => {
    const { boxes } = await openCodeStep()
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ])
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]))
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code')
    for (const box of boxes)
      expect(box.getAttribute('inputmode')).toBe('numeric')
  })

  it('a typed digit moves on; Backspace in an empty box goes back and clears the one before', async () => {
    const { boxes, auth } = await openCodeStep()
    const [first, second, third] = boxes as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ]
    fireEvent.change(first, { target: { value: '4' } })
    expect(document.activeElement).toBe(second)
    fireEvent.change(second, { target: { value: 'x' } })
    expect(second.value).toBe('')
    expect(document.activeElement).toBe(second)
    fireEvent.change(second, { target: { value: '2' } })
    expect(document.activeElement).toBe(third)
    fireEvent.keyDown(third, { key: 'Backspace' })
    expect(document.activeElement).toBe(second)
    expect(values(boxes)).toEqual(['4', '', '', '', '', ''])
    fireEvent.keyDown(second, { key: 'Backspace' })
    expect(document.activeElement).toBe(first)
    expect(values(boxes)).toEqual(['', '', '', '', '', ''])
    expect(auth.calls.some((c) => c.startsWith('connectOtp'))).toBe(false)
  })

  it('pasting a code (with a space) into any box fills all six and connects', async () => {
    const { boxes, latch, auth } = await openCodeStep()
    paste(boxes[3] as HTMLElement, '123 456')
    expect(values(boxes)).toEqual(['1', '2', '3', '4', '5', '6'])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(auth.calls.at(-1)).toBe('connectOtp 123456')
    expect(getAccount(latch.config).isConnected).toBe(true)
    expect(getEmbeddedUser(latch.config)?.email).toBe('ada@example.com')
  })

  it('the browser’s autofill of the first box fills all six', async () => {
    const { code, boxes, auth } = await openCodeStep()
    fireEvent.change(code, { target: { value: '123456' } })
    expect(values(boxes)).toEqual(['1', '2', '3', '4', '5', '6'])
    await waitFor(() => expect(auth.calls.at(-1)).toBe('connectOtp 123456'))
  })

  it('refuses a wrong code with the service’s message, announced, and clears the boxes for another try', async () => {
    const { dialog, group, boxes, auth } = await openCodeStep()
    paste(boxes[0] as HTMLElement, '111111')
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Invalid code')
    expect(values(boxes)).toEqual(['', '', '', '', '', ''])
    expect(boxes[0]?.getAttribute('aria-invalid')).toBe('true')
    expect(group.getAttribute('aria-describedby')).toBe(alert.id)
    expect(document.activeElement).toBe(boxes[0])
    expect(auth.calls.at(-1)).toBe('connectOtp 111111')
  })

  it('asks for six digits before sending', async () => {
    const { dialog, boxes, auth } = await openCodeStep()
    paste(boxes[0] as HTMLElement, '12a3')
    expect(values(boxes)).toEqual(['1', '2', '3', '', '', ''])
    expect(document.activeElement).toBe(boxes[3])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Enter the 6-digit code')
    expect(auth.calls.some((c) => c.startsWith('connectOtp'))).toBe(false)
  })

  it('counts down in a status (no dead button) before the code can be sent again', async () => {
    const { dialog } = await openCodeStep()
    const status = within(dialog).getByText(/^Resend in/)
    expect(status.getAttribute('role')).toBe('status')
    expect(status.textContent).toMatch(/^Resend in (30|29) s$/)
    expect(within(dialog).queryByRole('button', { name: /Resend/ })).toBeNull()
    await act(() => new Promise((r) => setTimeout(r, 1_100)))
    expect(status.textContent).toMatch(/^Resend in (29|28) s$/)
  })

  it('in embedded mode the modal does not close: it shows Account once connected (SPEC §2)', async () => {
    const { code, latch } = await openCodeStep()
    act(() => setModalEmbedded(latch.config, true))
    paste(code, '123456')
    await screen.findByRole('dialog', { name: 'Account' })
    expect(getModalState(latch.config)).toMatchObject({
      open: true,
      historyLength: 1,
    })
  })
})
