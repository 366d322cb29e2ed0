// Issue 10 acceptance, brute force on the e-mail code of the embedded
// wallet in Debian's Chromium against the real service: every wrong code
// is refused ('Invalid code'), and after 10 failures within 15 minutes the
// address is locked ('Please try again after n seconds'), the code
// field telling the visitor each time.
// (The service also counts failures per client IP, with a higher limit,
// 50 per 15 minutes: this file's 10 do not lock the loopback IP for the
// other tests of the run.)
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { newEmail, submitEmail } from './embeddedFlows.js'
import { latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('wrong codes: "Invalid code" each time, then the address is locked ("Please try again after n seconds")', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  demo.page.setDefaultTimeout(30_000)
  const { page } = demo
  const email = newEmail('lockout')
  await submitEmail(page, email)
  const otp = latchModal(page, 'Confirm e-mail')
  const field = otp.getByRole('textbox', { name: 'Verification code' })
  const messages: string[] = []
  // 10 failures within 15 minutes lock the address (the service's setting).
  for (let attempt = 0; attempt < 11; attempt++) {
    await field.fill(String(100000 + attempt))
    // A refused code clears the field and says why.
    await expect.poll(() => field.inputValue()).toBe('')
    messages.push((await otp.getByRole('alert').textContent()) ?? '')
  }
  expect(messages.slice(0, 10)).toEqual(Array(10).fill('Invalid code'))
  expect(messages[10]).toMatch(/^Please try again after \d+ seconds$/)
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
})
