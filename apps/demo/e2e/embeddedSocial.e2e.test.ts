// Issue 10 acceptance, social login of the embedded wallet in Debian's
// Chromium: 'Continue with Google' opens a popup (in the click, so it is
// not blocked) on the real local OpenID provider of the global setup
// (oidc-provider, standing in for Google), the service's callback finishes
// the login in the frame, and the visitor is connected; a closed popup is
// a cancelled login the visitor can try again.
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { newEmail } from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

async function openConnect() {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  demo.page.setDefaultTimeout(30_000)
  const { page } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  const google = connect
    .getByRole('region', { name: 'Social logins' })
    .getByRole('button', { name: 'Continue with Google' })
  await google.waitFor()
  return { page, google }
}

test('Continue with Google: log in on the provider in the popup, connected with the provider shown in Account', async () => {
  const { page, google } = await openConnect()
  const email = newEmail('social')
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    google.click(),
  ])
  await latchModal(page, 'Log in with Google')
    .getByText('Continue in the Google window that opened')
    .waitFor()
  expect(popup.url()).not.toBe('')
  await popup
    .getByRole('heading', { name: 'Dev login provider' })
    .waitFor({ timeout: 30_000 })
  expect(new URL(popup.url()).origin).toBe(new URL(inject('oidcIssuer')).origin)
  await popup.getByRole('textbox', { name: 'E-mail' }).fill(email)
  // The service's callback page closes the popup once it posted the result.
  const closed = popup.waitForEvent('close', { timeout: 30_000 })
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toMatch(
    /^0x[0-9a-fA-F]{40}$/,
  )
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByText('Signed in with Google').waitFor()
  await account.getByText(`Signed in as ${email}`).waitFor()
  // Only e-mail logins change their address here.
  expect(
    await account.getByRole('button', { name: 'Update e-mail' }).count(),
  ).toBe(0)
  expect(demo?.errors).toEqual([])
})

test('closing the popup cancels the login; Try again opens a new one', async () => {
  const { page, google } = await openConnect()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    google.click(),
  ])
  const view = latchModal(page, 'Log in with Google')
  await view.getByText('Continue in the Google window that opened').waitFor()
  await popup.close()
  await view.getByText('Login cancelled').waitFor()
  const [again] = await Promise.all([
    page.waitForEvent('popup'),
    view.getByRole('button', { name: 'Try again' }).click(),
  ])
  await again.close()
  await view.getByText('Login cancelled').waitFor()
  await view.getByRole('button', { name: 'Cancel' }).click()
  await latchModal(page, 'Connect Wallet').waitFor()
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
})
