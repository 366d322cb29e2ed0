// Issue 10 acceptance, the e-mail login of the embedded wallet in Debian's
// Chromium, against the real embedded-wallet service (own origin) and the
// real SMTP catcher of the global setup: login with the mailed code, the
// session restored on reload with no disconnected state in between, a new
// device approved from the mailed link, the 30 s cooldown, and the
// load-failure alert when the service is not there (the lockout is
// embeddedLockout.e2e.test.ts). The modal passes axe-core on Connect (with the e-mail
// field) and on the code step.
import { createServer } from 'node:net'
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  emailLogin,
  enterCode,
  firstCodeBox,
  lastMailId,
  newEmail,
  readCode,
  readDeviceLink,
  submitEmail,
  waitForMailCooldown,
} from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'

const demos: DemoPage[] = []
afterEach(async () => {
  for (const demo of demos.splice(0)) await demo.close()
})

// The first browser of the device test (the last test) logs in before the
// others run, so that the 30 s mail cooldown its second browser must wait
// out passes while they do. Its page stays open until the end.
let firstDevice: { email: string; address: string | null } | undefined
let firstDemo: DemoPage | undefined
beforeAll(async () => {
  const email = newEmail('device')
  firstDemo = await openDemo(inject('demoUrl'), { devWallet: false })
  firstDemo.page.setDefaultTimeout(30_000)
  await emailLogin(firstDemo.page, email)
  const address = await hookValue(
    firstDemo.page,
    'account.address',
  ).textContent()
  firstDevice = { email, address }
})
afterAll(async () => {
  await firstDemo?.close()
})

/** The demo in a fresh browser profile, without the injected dev wallet. */
async function open(query = '') {
  const demo = await openDemo(inject('demoUrl'), { devWallet: false, query })
  // The frame loads on first use (up to 20 s on a busy machine).
  demo.page.setDefaultTimeout(30_000)
  demos.push(demo)
  return demo
}

test('e-mail login with the mailed code; axe-clean Connect and code step; reload restores the session with no disconnected flash; Disconnect signs out', async () => {
  const { page, errors } = await open()
  const email = newEmail('login')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  const field = connect.getByRole('textbox', { name: 'Email' })
  await field.waitFor()
  expect(await field.getAttribute('type')).toBe('email')
  // E-mail, then the social logins, then the wallets (SPEC §9).
  await connect
    .getByRole('region', { name: 'Social logins' })
    .getByRole('button', { name: 'Continue with Google' })
    .waitFor()
  expect(await axeViolations(page)).toEqual([])

  const since = await lastMailId(email)
  await field.fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const otp = latchModal(page, 'Confirm e-mail')
  await otp.getByText(`Enter the code we sent to ${email}`).waitFor()
  const codeField = firstCodeBox(page, 'Confirm e-mail')
  expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code')
  expect(await axeViolations(page)).toEqual([])

  await codeField.fill(await readCode(email, since))
  await otp.waitFor({ state: 'hidden' })
  await waitForValue(page, 'account.isConnected', 'yes')
  const address = await hookValue(page, 'account.address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Account shows who is signed in.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByText(`Signed in as ${email}`).waitFor()
  await account.getByRole('button', { name: 'Update e-mail' }).waitFor()
  await account.getByRole('button', { name: 'Close' }).click()

  // Reload: every account.status the page shows from its first render on.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { statuses: string[] }).statuses = seen
    const record = () => {
      const label = [...document.querySelectorAll('dt')].find(
        (dt) => dt.textContent === 'account.status',
      )
      const value = label?.nextElementSibling?.textContent
      if (value && seen.at(-1) !== value) seen.push(value)
    }
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(address)
  // The frame confirms the session: the signed-in user shows.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').getByText(`Signed in as ${email}`).waitFor()
  const statuses = await page.evaluate(
    () => (window as unknown as { statuses: string[] }).statuses,
  )
  expect(statuses).not.toContain('disconnected')
  expect(statuses.at(-1)).toBe('connected')

  // Disconnect signs out of the embedded wallet: a reload stays signed out.
  await latchModal(page, 'Account')
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await waitForValue(page, 'account.isConnected', 'no')
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
  expect(errors).toEqual([])
})

test("the service unreachable at sign-out: 'Failed to disconnect' and DISCONNECT_ERROR (SPEC §4, §8), signed out all the same", async () => {
  const { page } = await open()
  await emailLogin(page, newEmail('signout'))
  await waitForValue(page, 'account.isConnected', 'yes')
  // The browser cannot reach the service's sign-out (the frame's request).
  await page
    .context()
    .route('**/sign-out', (route) => route.abort('connectionrefused'))
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page
    .getByRole('status', { name: 'Notifications' })
    .getByText('Failed to disconnect')
    .waitFor()
  await waitForValue(page, 'account.isConnected', 'no')
  const tracked = (
    (await hookValue(page, 'event.tracked').textContent()) ?? ''
  ).split(' ')
  expect(tracked).toContain('DISCONNECT_ERROR')
  expect(tracked).not.toContain('DISCONNECT_SUCCESS')
  // The frame forgot its token: a reload stays signed out.
  await page.context().unroute('**/sign-out')
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
})

test('e-mail login is not sent twice within 30 s: the field and the resend status say how long to wait', async () => {
  const { page } = await open()
  const email = newEmail('cooldown')
  await submitEmail(page, email)
  const otp = latchModal(page, 'Confirm e-mail')
  await otp
    .getByRole('status')
    .getByText(/^Resend in \d+ s$/)
    .waitFor()
  await otp.getByRole('button', { name: 'Back' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect
    .poll(() => connect.getByRole('alert').textContent())
    .toMatch(/^Please try again after (2\d|30) seconds$/)
})

/** A loopback port nothing listens on (a stopped service). */
async function deadPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

test("the service stopped: 'Network Error - Could not load embedded wallet' after the 20 s load timeout", async () => {
  const port = await deadPort()
  const { page } = await open(`embeddedUrl=http://127.0.0.1:${port}`)
  await submitEmail(page, newEmail('down'))
  const connect = latchModal(page, 'Connect Wallet')
  await expect
    .poll(() => connect.getByRole('alert').textContent(), { timeout: 35_000 })
    .toBe('Network Error - Could not load embedded wallet')
  // Nothing else happened: still on Connect, not connected.
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
}, 60_000)

test('a second browser is approved from the mailed device link, then logs in with the mailed code to the same wallet', async () => {
  if (!firstDevice) throw new Error('the first browser did not log in')
  const { email, address } = firstDevice
  // One mail per address per 30 s: the second browser asks after that.
  await waitForMailCooldown(email)

  const { page, errors } = await open()
  const since = await lastMailId(email)
  await submitEmail(page, email)
  const device = latchModal(page, 'Register this device')
  await device
    .getByText(`Approve this device from the e-mail we sent to ${email}`)
    .waitFor()
  await device.getByText('Waiting for your approval…').waitFor()
  // The visitor follows the link in the mail (another tab).
  const link = await readDeviceLink(email, since)
  const approval = await page.context().newPage()
  await approval.goto(link.link)
  await approval.getByRole('button', { name: 'Approve device' }).click()
  await approval.getByRole('heading', { name: 'Device approved' }).waitFor()
  await approval.close()
  // The code step replaces the device step; the code comes by mail.
  await latchModal(page, 'Confirm e-mail').waitFor()
  await enterCode(page, 'Confirm e-mail', await readCode(email, link.id))
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(address)
  expect(errors).toEqual([])
}, 120_000)
