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
import {
  grantSession as grantSessionIn,
  sessionOutput,
  spendWithSession,
} from './sessionFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const RECIPIENT = devAccounts[6]?.address as Address
const output = sessionOutput
const grantSession = (page: Page) =>
  grantSessionIn(page, () => answerInFrame(page, 'Approve', 'Grant a session'))
const spend = (page: Page, n: number) =>
  spendWithSession(page, n, approvalModal)

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
