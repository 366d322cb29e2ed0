// Issue 24 item 1 acceptance, Farcaster login of the embedded wallet in
// Debian's Chromium: "Continue with Farcaster" shows the ConnectingFarcaster
// view (QR code and link of a Sign In With Farcaster channel on the
// embedded service's relay); the reference wallet (apps/wallet) approves
// the sign-in with dev account 0's custody key (fid 1000 in the devnet's
// IdRegistry stand-in), the service verifies it offline against anvil, and
// the visitor is connected, also after a reload. Going back gives the
// sign-in up (SPEC §2 back rule).
import { afterEach, expect, inject, test } from 'vitest'
import { openWallet } from '../../wallet/e2e/wallet.js'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { latchModal, waitForValue } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** Connect Wallet → Continue with Farcaster; the sign-in link it shows. */
async function openFarcaster() {
  const { page } = demo ?? {}
  if (!page) throw new Error('no demo')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('region', { name: 'Social logins' })
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const view = latchModal(page, 'Log in with Farcaster')
  await view
    .getByRole('img', { name: 'QR code to connect with Farcaster' })
    .waitFor()
  const url =
    (await view
      .getByRole('link', { name: 'Open Farcaster' })
      .getAttribute('href')) ?? ''
  expect(url).toMatch(
    /^https:\/\/farcaster\.xyz\/~\/sign-in-with-farcaster\?channelToken=/,
  )
  return { page, view, url }
}

/** The reference wallet approves the sign-in `url` with dev account 0. */
async function approveInWallet(url: string) {
  if (!demo) throw new Error('no demo')
  const wallet = await openWallet(demo.context, inject('walletUrl'))
  await wallet.page
    .getByRole('textbox', { name: 'Farcaster sign-in link' })
    .fill(url)
  await wallet.page.getByRole('button', { name: 'Approve sign-in' }).click()
  await wallet.page
    .getByRole('status')
    .filter({ hasText: /Signed in to .* as fid 1000/ })
    .waitFor({ timeout: 30_000 })
  expect(wallet.errors).toEqual([])
  await wallet.page.close()
}

test('Continue with Farcaster: approved in the wallet, verified offline, connected, still after a reload', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  demo.page.setDefaultTimeout(30_000)
  const { page, url } = await openFarcaster()
  expect(new URL(url).searchParams.get('domain')).toBe(
    new URL(inject('demoUrl')).host,
  )
  expect(await axeViolations(page)).toEqual([])
  await approveInWallet(url)
  await waitForValue(page, 'account.isConnected', 'yes')
  const address = await hookValue(page, 'account.address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByText('Signed in with Farcaster')
    .waitFor()

  // A reload keeps the session (the frame's token), the same account.
  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(address)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByText('Signed in with Farcaster')
    .waitFor()
  expect(demo.errors).toEqual([])
})

test('back from ConnectingFarcaster gives the sign-in up: approving it later connects nothing, and a new one starts', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  demo.page.setDefaultTimeout(30_000)
  const { page, view, url } = await openFarcaster()
  await latchModal(page, 'Log in with Farcaster')
    .getByRole('button', { name: 'Back' })
    .click()
  await latchModal(page, 'Connect Wallet').waitFor()
  expect(await view.count()).toBe(0)
  // The auth connector reloads after 100 ms: its wait for this sign-in ends.
  await page.waitForTimeout(1_000)
  await approveInWallet(url)
  await page.waitForTimeout(3_000)
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
  // Farcaster again: a new sign-in, which connects.
  await latchModal(page, 'Connect Wallet')
    .getByRole('region', { name: 'Social logins' })
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const again = latchModal(page, 'Log in with Farcaster')
  const link = again.getByRole('link', { name: 'Open Farcaster' })
  await link.waitFor()
  const second = (await link.getAttribute('href')) ?? ''
  expect(second).not.toBe(url)
  await approveInWallet(second)
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(demo.errors).toEqual([])
})
