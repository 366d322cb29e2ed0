// Issue 22 item 4, recovery of a passkey wallet by e-mail, in Debian's
// Chromium on the real stack (anvil + Alto + latch-api + the SMTP
// catcher), Chromium's virtual authenticators standing in for two
// devices: a visitor creates a wallet with a passkey, funds it, attaches
// an e-mail in Account (one code, read from the catcher). In a new browser
// with a fresh authenticator (the old passkey is not there), "Recover with
// e-mail" → the e-mail → its code → the frame's own screen adds a new
// passkey: the same address, and the new passkey sends devnet ETH. A
// wrong code is refused in the catalogue's words and connects nobody.

import type { CDPSession } from 'playwright-core'
import type { Address } from 'viem'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import {
  answerInFrame,
  enterCode,
  lastMailId,
  mailsTo,
  newEmail,
  readCode,
  waitForMailCooldown,
} from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'
import { fillSend, sendInFrame } from './sendFlows.js'

const demos: DemoPage[] = []
afterEach(async () => {
  for (const demo of demos.splice(0)) await demo.close()
})

/** A demo page with passkeys on and its own virtual authenticator. */
async function openWithAuthenticator() {
  const demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    query: 'passkey=1',
  })
  demos.push(demo)
  demo.page.setDefaultTimeout(30_000)
  const cdp: CDPSession = await demo.context.newCDPSession(demo.page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send(
    'WebAuthn.addVirtualAuthenticator',
    {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    },
  )
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return { ...demo, credentials }
}

const shownAddress = async (page: DemoPage['page']) =>
  (await hookValue(page, 'account.address').textContent()) as Address

test('a passkey user attaches an e-mail; in a new browser without the passkey, recovery by e-mail adds a new one: the same address, and it sends', async () => {
  const client = devnetClient()
  const email = newEmail('passkey-recovery')

  // Sign-up with the first device's passkey; the account is funded.
  const first = await openWithAuthenticator()
  await first.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(first.page, 'Connect Wallet')
    .getByRole('button', { name: 'Create a passkey' })
    .click()
  await answerInFrame(first.page, 'Approve', 'Create a passkey')
  await waitForValue(first.page, 'account.isConnected', 'yes')
  const smart = await shownAddress(first.page)
  await client.setBalance({ address: smart, value: parseEther('10') })

  // Account: a passkey wallet adds a recovery e-mail with one code.
  await first.page
    .getByRole('button', { name: 'Open modal', exact: true })
    .click()
  await latchModal(first.page, 'Account')
    .getByRole('button', { name: 'Add a recovery e-mail' })
    .click()
  const update = latchModal(first.page, 'Update e-mail')
  await update.getByRole('textbox', { name: 'New e-mail' }).waitFor()
  expect(await axeViolations(first.page)).toEqual([])
  await update.getByRole('textbox', { name: 'New e-mail' }).fill(email)
  let since = await lastMailId(email)
  await update.getByRole('button', { name: 'Continue', exact: true }).click()
  await latchModal(first.page, 'Confirm new e-mail')
    .getByText(`Enter the code we sent to ${email}`)
    .waitFor()
  await enterCode(
    first.page,
    'Confirm new e-mail',
    await readCode(email, since),
  )
  await latchModal(first.page, 'Account')
    .getByText(`Signed in as ${email}`)
    .waitFor()
  expect(first.errors).toEqual([])

  // A new browser, a fresh authenticator: no passkey of this wallet.
  const second = await openWithAuthenticator()
  const { page } = second
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('button', { name: 'Recover with e-mail' }).click()
  const recoveryEmail = connect.getByRole('textbox', {
    name: 'E-mail of your passkey wallet',
  })
  await recoveryEmail.waitFor()
  expect(await axeViolations(page)).toEqual([])
  await recoveryEmail.fill(email)
  since = await lastMailId(email)
  // Enter in the field (Connect's login e-mail has a Continue too).
  await recoveryEmail.press('Enter')
  await connect.getByText(`Enter the code we sent to ${email}`).waitFor()
  expect(await axeViolations(page)).toEqual([])
  const code = await readCode(email, since)

  // A wrong code: refused after the frame's screen, said under the
  // passkey buttons in the catalogue's words; nothing connects.
  await enterCode(
    page,
    'Connect Wallet',
    code === '000000' ? '000001' : '000000',
  )
  await answerInFrame(page, 'Approve', 'Add a new passkey')
  await connect.getByRole('alert').getByText('Invalid code').waitFor()
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')

  // Again, from the start: a new code (one mail per 30 s).
  await connect.getByRole('button', { name: 'Recover with e-mail' }).click()
  await recoveryEmail.fill(email)
  await waitForMailCooldown(email)
  since = await lastMailId(email)
  await recoveryEmail.press('Enter')
  await connect.getByText(`Enter the code we sent to ${email}`).waitFor()
  await enterCode(page, 'Connect Wallet', await readCode(email, since))
  await answerInFrame(page, 'Approve', 'Add a new passkey')
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await shownAddress(page)).toBe(smart)
  // The refused attempt's passkey stays on the device, unknown to the wallet.
  expect(await second.credentials()).toHaveLength(2)
  // The mailbox is told a passkey was added.
  await expect
    .poll(async () =>
      (await mailsTo(email)).some((mail) =>
        /passkey was added/.test(mail.subject),
      ),
    )
    .toBe(true)

  // The new passkey signs for the same account: the transfer lands.
  const to = privateKeyToAccount(generatePrivateKey()).address
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await fillSend(page, { symbol: 'ETH', amount: '0.5', to })
  await sendInFrame(page)
  await answerInFrame(page, 'Approve', 'Send 0.5 ETH')
  await account.waitFor()
  await expect
    .poll(() => client.getBalance({ address: to }))
    .toBe(parseEther('0.5'))
  // Only the wrong code's 400, as the browser logs it.
  expect(second.errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ])
}, 120_000)
