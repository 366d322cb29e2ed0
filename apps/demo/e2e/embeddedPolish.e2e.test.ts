// Issue #21 item 5 in Debian's Chromium, at a phone's 390×844 and on the
// desktop, in both themes: the e-mail code step (six boxes, the first
// focused, a paste fills them all, Resend after the real 30 s cooldown),
// "Fund your wallet" on the empty account, the frame's approval titled by
// what is asked (a message; a send with amount, receiver, fee and USD) and
// exactly as tall as its content, and a cancelled social login in plain
// words. Codes come from the real SMTP catcher, the approval from the real
// service, the social login from the real OpenID provider; axe-clean on the
// page and in the frame in each state.
import type { Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import {
  approvalModal,
  askFrame,
  fact,
  lastMailId,
  newEmail,
  readCode,
  secureFrame,
  submitEmail,
} from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'
import { frameAxeViolations } from './frameAxeViolations.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

type Look = { phone: boolean; theme: 'dark' | 'light' }

async function open({ phone, theme }: Look) {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  if (phone) await page.setViewportSize({ width: 390, height: 844 })
  if (theme === 'light') {
    await page.getByRole('button', { name: 'Use light theme' }).click()
    await page.getByRole('button', { name: 'Use dark theme' }).waitFor()
  }
  return page
}

const codeBoxes = (page: Page) =>
  latchModal(page, 'Confirm e-mail').getByRole('group', {
    name: 'Verification code',
  })
const digit = (page: Page, n: number) =>
  codeBoxes(page).getByRole('textbox', { name: `Digit ${n} of 6` })

/** A paste of `text` into the focused box, as the browser dispatches it. */
async function pasteIntoFocused(page: Page, text: string) {
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      }),
    )
  }, text)
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'))

/** Ends on the code step with the code mailed for `email`. */
async function codeStep(page: Page, email: string) {
  const since = await lastMailId(email)
  await submitEmail(page, email)
  await codeBoxes(page).waitFor()
  return readCode(email, since)
}

/** The secure frame's own document (for axe and its content height). */
const frameDocument = (page: Page) => {
  const frame = page
    .frames()
    .find((f) => f.url().startsWith(inject('embeddedUrl')))
  if (!frame) throw new Error('no secure frame')
  return frame
}

/** Rejects the request the frame shows, with its own button. */
async function rejectInFrame(page: Page) {
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  await prompt.getByRole('button', { name: 'Reject' }).click()
  await approvalModal(page).waitFor({ state: 'hidden' })
}

test.each([
  { phone: true, theme: 'light' },
  { phone: false, theme: 'dark' },
] satisfies Look[])(
  'code step (phone $phone, $theme): first box focused, a paste fills all six and logs in; an empty account offers Fund your wallet; the frame asks "Sign message", the origin once',
  async (look) => {
    const page = await open(look)
    const email = newEmail('polish')
    const code = await codeStep(page, email)
    // The first box, not Back, has the focus; the wait is a status.
    await expect.poll(() => focusedLabel(page)).toBe('Digit 1 of 6')
    const wait = latchModal(page, 'Confirm e-mail').getByRole('status')
    await expect.poll(() => wait.first().textContent()).toMatch(/^Resend in/)
    expect(
      await latchModal(page, 'Confirm e-mail')
        .getByRole('button', { name: /Resend/ })
        .count(),
    ).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await pasteIntoFocused(page, code)
    await waitForValue(page, 'account.isConnected', 'yes')
    await latchModal(page, 'Confirm e-mail').waitFor({ state: 'hidden' })

    // A new wallet holds nothing: the Tokens tab says how to fund it.
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
    const account = latchModal(page, 'Account')
    const fund = account.getByRole('region', { name: 'Fund your wallet' })
    await fund.waitFor()
    await fund.getByRole('button', { name: 'Receive' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await fund.getByRole('button', { name: 'Receive' }).click()
    await latchModal(page, 'Receive').waitFor()
    await page.keyboard.press('Escape')
    await latchModal(page, 'Receive').waitFor({ state: 'hidden' })

    // A message: titled by what is asked, the origin once, no gap.
    const prompt = await askFrame(page, 'personal_sign', [
      '0x68656c6c6f',
      await hookValue(page, 'account.address').textContent(),
    ])
    await prompt.getByRole('heading', { name: 'Sign message' }).waitFor()
    expect(await fact(page, 'Requested by')).toBe(new URL(page.url()).origin)
    expect(
      (await prompt.textContent())?.split(new URL(page.url()).origin),
    ).toHaveLength(2)
    expect(await axeViolations(page)).toEqual([])
    expect(await frameAxeViolations(frameDocument(page))).toEqual([])
    await rejectInFrame(page)
    expect(demo?.errors).toEqual([])
  },
  120_000,
)

test('Resend code after the real 30 s cooldown (a status until then); typing the new code digit by digit logs in; a send is titled by its amount with receiver, fee and USD', async () => {
  const page = await open({ phone: false, theme: 'dark' })
  const email = newEmail('resend')
  await codeStep(page, email)
  const step = latchModal(page, 'Confirm e-mail')
  // The service allows one mail per 30 s: the button appears after it.
  const resend = step.getByRole('button', { name: 'Resend code' })
  await resend.waitFor({ timeout: 40_000 })
  expect(await axeViolations(page)).toEqual([])
  const since = await lastMailId(email)
  await resend.click()
  await step.getByRole('status').getByText('A new code is on its way').waitFor()
  const code = await readCode(email, since)
  await digit(page, 1).focus()
  // Typing moves on box by box; a Backspace goes back.
  await page.keyboard.type(code.slice(0, 3))
  expect(await focusedLabel(page)).toBe('Digit 4 of 6')
  await page.keyboard.press('Backspace')
  expect(await focusedLabel(page)).toBe('Digit 3 of 6')
  await page.keyboard.type(code.slice(2))
  await waitForValue(page, 'account.isConnected', 'yes')
  const address = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address

  // A send of 0.5 ETH: the title, receiver, value in USD, the fee.
  await devnetClient().setBalance({ address, value: parseEther('2') })
  const receiver = '0x00000000000000000000000000000000000b0B0b'
  const prompt = await askFrame(page, 'eth_sendTransaction', [
    {
      from: address,
      to: receiver,
      value: `0x${parseEther('0.5').toString(16)}`,
    },
  ])
  await prompt.getByRole('heading', { name: 'Send 0.5 ETH' }).waitFor()
  expect(await fact(page, 'To')).toBe(receiver)
  expect(await fact(page, 'Value')).toMatch(/^0\.5 ETH \(≈ \$[\d,.]+\)$/)
  expect(await fact(page, 'Maximum network fee')).toMatch(
    /^[\d.]+ ETH \((≈ \$[\d.]+|< \$0\.01)\)$/,
  )
  expect(await axeViolations(page)).toEqual([])
  expect(await frameAxeViolations(frameDocument(page))).toEqual([])
  await rejectInFrame(page)
  expect(demo?.errors).toEqual([])
}, 120_000)

test.each([
  { phone: false, theme: 'dark' },
  { phone: true, theme: 'light' },
] satisfies Look[])(
  'Cancel on the provider (phone $phone, $theme): "You cancelled the sign-in with Google", not access_denied',
  async (look) => {
    const page = await open(look)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const google = latchModal(page, 'Connect Wallet')
      .getByRole('region', { name: 'Social logins' })
      .getByRole('button', { name: 'Continue with Google' })
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      google.click(),
    ])
    await popup
      .getByRole('heading', { name: 'Dev login provider' })
      .waitFor({ timeout: 30_000 })
    const closed = popup.waitForEvent('close', { timeout: 30_000 })
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await closed
    const view = latchModal(page, 'Log in with Google')
    await view.getByText('You cancelled the sign-in with Google').waitFor()
    expect(await view.textContent()).not.toContain('access_denied')
    await view.getByRole('button', { name: 'Try again' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(await hookValue(page, 'account.isConnected').textContent()).toBe(
      'no',
    )
  },
  60_000,
)
