// Connect's options in Chromium (SPEC §9, issue #24 item 5): the terms box
// (`?legal=1`) gates every connect method until ticked, then the dev wallet
// connects; the collapsed wallets (`?collapseWallets=1`) open by one button
// and Back returns; the groups' order (wallets first with the dev wallet
// installed, or the host's); axe-clean in each state, on a phone-sized
// screen.
import type { Locator } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerDevWallet,
  DEV_ACCOUNT_0,
  devWalletPrompt,
  latchModal,
  waitForValue,
} from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const PHONE = { width: 390, height: 844 }

async function openConnect(query: string) {
  demo = await openDemo(inject('demoUrl'), {
    query,
    beforeLoad: (page) => page.setViewportSize(PHONE),
  })
  const { page } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  return { page, modal }
}

/** The top of each element on screen, in the order given. */
const tops = (elements: readonly Locator[]) =>
  Promise.all(
    elements.map(async (el) => (await el.boundingBox())?.y ?? Number.NaN),
  )

const ascending = (values: readonly number[]) =>
  values.every((v, i) => i === 0 || (values[i - 1] as number) < v)

/** The dev wallet's row, the e-mail field and the social logins. */
function groups(modal: Locator) {
  return {
    wallet: modal.getByRole('button', { name: /Latch Dev Wallet/ }),
    email: modal.getByRole('textbox', { name: 'Email' }),
    social: modal.getByRole('region', { name: 'Social logins' }),
  }
}

test('phone: the terms box disables every connect method until ticked, axe-clean both ways; then the dev wallet connects', async () => {
  const { page, modal } = await openConnect('legal=1')
  const box = modal.getByRole('checkbox', {
    name: 'I agree to our Terms of Service and Privacy Policy',
  })
  await box.waitFor()
  expect(await box.isChecked()).toBe(false)
  const terms = modal.getByRole('link', { name: 'Terms of Service' })
  expect(await terms.getAttribute('target')).toBe('_blank')
  expect(await terms.getAttribute('rel')).toContain('noopener')
  const { wallet, email, social } = groups(modal)
  await email.waitFor()
  const methods = [
    wallet,
    email,
    social.getByRole('button').first(),
    modal.getByRole('button', { name: 'WalletConnect' }),
    modal.getByRole('button', { name: 'All Wallets' }),
  ]
  for (const method of methods) expect(await method.isDisabled()).toBe(true)
  // A forced click on the disabled row asks the wallet nothing.
  await wallet.click({ force: true })
  await page.waitForTimeout(300)
  expect(await devWalletPrompt(page).count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])

  await box.check()
  for (const method of methods) expect(await method.isDisabled()).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  await wallet.click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  expect(demo?.errors).toEqual([])
})

test('phone: wallets first with the dev wallet installed; collapsed, one button opens them and Back returns, axe-clean in each view; the host order wins', async () => {
  let { page, modal } = await openConnect('')
  const first = groups(modal)
  await first.email.waitFor()
  await first.wallet.waitFor()
  expect(ascending(await tops([first.wallet, first.email, first.social]))).toBe(
    true,
  )
  expect(await modal.getByRole('separator').count()).toBe(2)
  await demo?.close()

  ;({ page, modal } = await openConnect('collapseWallets=1'))
  const collapsed = groups(modal)
  const button = modal.getByRole('button', { name: 'Continue with a wallet' })
  await button.waitFor()
  await collapsed.email.waitFor()
  expect(await collapsed.wallet.count()).toBe(0)
  expect(ascending(await tops([button, collapsed.email]))).toBe(true)
  expect(await axeViolations(page)).toEqual([])
  await button.click()
  const list = latchModal(page, 'Connect Wallet')
  await list.getByRole('button', { name: /Latch Dev Wallet/ }).waitFor()
  expect(await list.getByRole('textbox', { name: 'Email' }).count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  await list.getByRole('button', { name: 'Back' }).click()
  await modal.getByRole('button', { name: 'Continue with a wallet' }).waitFor()
  await demo?.close()

  ;({ page, modal } = await openConnect('connectOrder=email,wallet,social'))
  const ordered = groups(modal)
  await ordered.email.waitFor()
  await ordered.wallet.waitFor()
  expect(
    ascending(await tops([ordered.email, ordered.wallet, ordered.social])),
  ).toBe(true)
  expect(await axeViolations(page)).toEqual([])
  expect(demo?.errors).toEqual([])
})
