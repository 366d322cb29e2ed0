// Issue 22 item 5, the EIP-7702 side, in Debian's Chromium on the real
// stack: the Latch Dev Wallet with smart sessions on (an EOA of the test's
// own) grants the demo page a 0.05 ETH / 1 h session through
// useGrantPermissions: one approval in the wallet, then the EOA upgrades
// itself to the Delegation Framework's EIP7702StatelessDeleGator and signs
// the delegation. latch-api stores the session on that signature
// (usePermissions counts it). The page's session key spends 0.03 ETH with
// no prompt and is refused on chain above the limit; a second session,
// revoked (the wallet's own disableDelegation transaction, approved once),
// is refused on chain, and latch-api lists it revoked.
import { smartAccountContracts } from '@latch/common/smart-account'
import { devAccounts } from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import { type Address, concat, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { answerDevWallet, connectDevWallet, devWalletPrompt } from './flows.js'
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
  grantSessionIn(page, () => answerDevWallet(page, 'Approve'))
const spend = (page: Page, n: number) =>
  spendWithSession(page, n, devWalletPrompt)

test('an EIP-7702 EOA (the dev wallet) grants a session: it spends within its limit with no prompt, reverts on chain above it and after revocation, and latch-api lists it', async () => {
  const client = devnetClient()
  const key = generatePrivateKey()
  const eoa = privateKeyToAccount(key).address
  await client.setBalance({ address: eoa, value: parseEther('10') })
  demo = await openDemo(inject('demoUrl'), {
    query: `devwalletSessions=1&devwalletKey=${key}`,
  })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await connectDevWallet(page)
  expect(await client.getCode({ address: eoa })).toBeUndefined()
  const start = await client.getBalance({ address: RECIPIENT })
  const fund = (address: Address) =>
    client.setBalance({ address, value: parseEther('1') })

  // Grant 1 upgrades the EOA (EIP-7702); 0.03 goes through, a second
  // 0.03 (0.06 > 0.05) reverts on chain.
  await fund(await grantSession(page))
  expect(await client.getCode({ address: eoa })).toBe(
    concat([
      '0xef0100',
      smartAccountContracts.EIP7702StatelessDeleGator,
    ]).toLowerCase(),
  )
  expect(await spend(page, 1)).toBe('Spend 1: success')
  await expect
    .poll(() => client.getBalance({ address: RECIPIENT }))
    .toBe(start + parseEther('0.03'))
  expect(await spend(page, 2)).toBe('Spend 2: reverted')
  expect(await client.getBalance({ address: RECIPIENT })).toBe(
    start + parseEther('0.03'),
  )
  // latch-api stored it (usePermissions: live sessions of the EOA).
  await expect
    .poll(() => output(page, 'Sessions stored').textContent())
    .toBe('1')

  // Grant 2, revoked in the wallet (one approval): the spend a fresh
  // session allows reverts on chain, and latch-api counts it out.
  await fund(await grantSession(page))
  await expect
    .poll(() => output(page, 'Sessions stored').textContent())
    .toBe('2')
  await page.getByRole('button', { name: 'Revoke session' }).click()
  await answerDevWallet(page, 'Approve')
  await expect.poll(() => output(page, 'Session').textContent()).toBe('Revoked')
  expect(await spend(page, 3)).toBe('Spend 3: reverted')
  expect(await client.getBalance({ address: RECIPIENT })).toBe(
    start + parseEther('0.03'),
  )
  await expect
    .poll(() => output(page, 'Sessions stored').textContent())
    .toBe('1')
  expect(demo.errors).toEqual([])
})
