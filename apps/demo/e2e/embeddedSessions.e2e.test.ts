// Issue 22 item 5 in Debian's Chromium on the real stack (anvil + Alto +
// latch-api + the embedded-wallet service): an e-mail user (smart account)
// grants the demo page a 0.05 ETH / 1 h session through useGrantPermissions
// and approves it once in the secure frame. The page's session key then
// spends 0.03 ETH with no prompt (its own transaction to the
// DelegationManager), and is refused on chain above the limit, after the
// session expired (anvil's clock moved past it) and after the user revoked
// it (useRevokePermissions, approved in the frame): each refusal is a
// transaction reverted on anvil, and the recipient's balance moves once.
import { devAccounts } from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import {
  answerInFrame,
  approvalModal,
  emailLogin,
  newEmail,
} from './embeddedFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const RECIPIENT = devAccounts[6]?.address as Address
const output = (page: Page, name: string) =>
  page.getByRole('status', { name, exact: true })

/** Grant session → one approval in the frame → the page shows the grant. */
async function grantSession(page: Page) {
  const before = await output(page, 'Session key').textContent()
  await page.getByRole('button', { name: 'Grant session' }).click()
  await answerInFrame(page, 'Approve', 'Grant a session')
  // The new grant's key (not the last one's), then its status.
  await expect
    .poll(() => output(page, 'Session key').textContent())
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect
    .poll(() => output(page, 'Session key').textContent())
    .not.toBe(before)
  expect(await output(page, 'Session').textContent()).toMatch(
    /^Granted until \d{4}-/,
  )
  const key = (await output(page, 'Session key').textContent()) as Address
  return key
}

/** Spend n through the session: its result, with no approval on the way. */
async function spend(page: Page, n: number) {
  await page
    .getByRole('button', { name: 'Spend 0.03 ETH with the session' })
    .click()
  await expect
    .poll(() => output(page, 'Session spend').textContent())
    .toMatch(new RegExp(`^Spend ${n}: `))
  // No prompt: neither the modal's approval room nor a frame dialog.
  expect(await approvalModal(page).count()).toBe(0)
  return output(page, 'Session spend').textContent()
}

test('a session granted once spends within its limit with no prompt; above it, after expiry and after revocation it reverts on chain', async () => {
  const client = devnetClient()
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await emailLogin(page, newEmail('session'))
  const smart = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  await client.setBalance({ address: smart, value: parseEther('10') })
  const start = await client.getBalance({ address: RECIPIENT })
  const fund = (key: Address) =>
    client.setBalance({ address: key, value: parseEther('1') })

  // Grant 1 (deploys the account): 0.03 goes through, a second 0.03
  // (0.06 > 0.05) reverts on chain.
  await fund(await grantSession(page))
  expect(await spend(page, 1)).toBe('Spend 1: success')
  await expect
    .poll(() => client.getBalance({ address: RECIPIENT }))
    .toBe(start + parseEther('0.03'))
  expect(await spend(page, 2)).toBe('Spend 2: reverted')
  expect(await client.getBalance({ address: RECIPIENT })).toBe(
    start + parseEther('0.03'),
  )
  // latch-api lists the session (usePermissions).
  await expect
    .poll(() => output(page, 'Sessions stored').textContent())
    .toBe('1')

  // Grant 2, then anvil's clock an hour and a second on: expired.
  await fund(await grantSession(page))
  await client.increaseTime({ seconds: 3601 })
  await client.mine({ blocks: 1 })
  expect(await spend(page, 3)).toBe('Spend 3: reverted')

  // Grant 3 (its expiry by the moved clock), revoked in the frame: the
  // same spend that a fresh session allows now reverts.
  await fund(await grantSession(page))
  await page.getByRole('button', { name: 'Revoke session' }).click()
  await answerInFrame(page, 'Approve', 'Revoke a session')
  await expect.poll(() => output(page, 'Session').textContent()).toBe('Revoked')
  expect(await spend(page, 4)).toBe('Spend 4: reverted')
  expect(await client.getBalance({ address: RECIPIENT })).toBe(
    start + parseEther('0.03'),
  )
  await expect
    .poll(() => output(page, 'Sessions stored').textContent())
    .toBe('2')
  expect(demo.errors).toEqual([])
})
