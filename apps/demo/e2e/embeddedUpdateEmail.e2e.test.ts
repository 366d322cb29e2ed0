// Issue 10 acceptance, the e-mail update of the embedded wallet (SPEC §4:
// update e-mail, primary code, secondary code, new e-mail stored) in
// Debian's Chromium, codes read from the real SMTP catcher; the service
// then knows the wallet by the new address only.
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  emailLogin,
  enterCode,
  lastMailId,
  newEmail,
  readCode,
  readDeviceLink,
  submitEmail,
} from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'

const demos: DemoPage[] = []
afterEach(async () => {
  for (const demo of demos.splice(0)) await demo.close()
})

async function open() {
  const demo = await openDemo(inject('demoUrl'), { devWallet: false })
  demo.page.setDefaultTimeout(30_000)
  demos.push(demo)
  return demo
}

test('update e-mail: code to the current address, code to the new one, then the wallet is the new address’s', async () => {
  const { page, errors } = await open()
  const before = newEmail('before')
  const after = newEmail('after')
  await emailLogin(page, before)
  const address = await hookValue(page, 'account.address').textContent()

  // Right after the login: the 30 s cooldown is per kind of mail (login,
  // each update step), so the update is not held up.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByRole('button', { name: 'Update e-mail' })
    .click()
  const update = latchModal(page, 'Update e-mail')
  await update.getByRole('textbox', { name: 'New e-mail' }).fill(after)
  const sinceBefore = await lastMailId(before)
  const sinceAfter = await lastMailId(after)
  await update.getByRole('button', { name: 'Continue', exact: true }).click()

  const primary = latchModal(page, 'Confirm current e-mail')
  await primary.getByText(`Enter the code we sent to ${before}`).waitFor()
  await enterCode(
    page,
    'Confirm current e-mail',
    await readCode(before, sinceBefore),
  )
  const secondary = latchModal(page, 'Confirm new e-mail')
  await secondary.getByText(`Enter the code we sent to ${after}`).waitFor()
  await enterCode(page, 'Confirm new e-mail', await readCode(after, sinceAfter))
  const account = latchModal(page, 'Account')
  await account.getByText(`Signed in as ${after}`).waitFor()
  await page.getByText('E-mail updated', { exact: true }).waitFor()
  expect(errors).toEqual([])

  // Another browser: the new address finds the same wallet (a new device,
  // approved from the mailed link); a login mail, so no cooldown either.
  const other = await open()
  const since = await lastMailId(after)
  await submitEmail(other.page, after)
  await latchModal(other.page, 'Register this device').waitFor()
  const link = await readDeviceLink(after, since)
  const approval = await other.page.context().newPage()
  await approval.goto(link.link)
  await approval.getByRole('button', { name: 'Approve device' }).click()
  await approval.getByRole('heading', { name: 'Device approved' }).waitFor()
  await approval.close()
  await latchModal(other.page, 'Confirm e-mail').waitFor()
  await enterCode(other.page, 'Confirm e-mail', await readCode(after, link.id))
  await waitForValue(other.page, 'account.isConnected', 'yes')
  expect(await hookValue(other.page, 'account.address').textContent()).toBe(
    address,
  )
}, 120_000)
