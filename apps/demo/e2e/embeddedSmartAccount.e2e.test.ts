// Issue 22 item 3 in Debian's Chromium on the real stack (anvil + Alto +
// latch-api): an e-mail user is on their smart account by default (SPEC
// §3), funded on anvil, sends devnet ETH and LDT through the Send view as
// user operations (the first one deploys the account: code at its address
// on anvil), the recipient gets the exact amounts; then the user switches
// to the EOA and back in the Account view (the shown address changes each
// time; back by keyboard). A host that starts embedded users on the EOA
// (`defaultAccountTypes`, the demo's `?accountType=eoa`) gets the EOA at
// login, the smart account a switch away.
import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet/node'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { answerInFrame, emailLogin, newEmail } from './embeddedFlows.js'
import { latchModal } from './flows.js'
import { fillSend, sendInFrame } from './sendFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const shownAddress = async (page: DemoPage['page']) =>
  (await hookValue(page, 'account.address').textContent()) as Address

test('an e-mail user sends ETH and LDT from their smart account (deployed by the first send), then switches to the EOA and back', async () => {
  const client = devnetClient()
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await emailLogin(page, newEmail('smart'))
  const smart = await shownAddress(page)
  // Counterfactual until its first user operation.
  expect(await client.getCode({ address: smart })).toBeUndefined()
  await client.setBalance({ address: smart, value: parseEther('10') })
  const funder = devAccounts[0]?.address as Address
  await client.sendUnsignedTransaction({
    from: funder,
    to: DEMO_TOKEN_ADDRESS as Address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [smart, parseUnits('50', 18)],
    }),
  })
  const to = privateKeyToAccount(generatePrivateKey()).address

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
  await fillSend(page, { symbol: 'ETH', amount: '0.75', to })
  await sendInFrame(page)
  await answerInFrame(page, 'Approve', 'Send 0.75 ETH')
  await account.waitFor()
  await expect
    .poll(() => client.getBalance({ address: to }))
    .toBe(parseEther('0.75'))
  const code = await client.getCode({ address: smart })
  expect(code?.length ?? 0).toBeGreaterThan(2)

  await fillSend(page, { symbol: 'LDT', amount: '12.5', to })
  await sendInFrame(page)
  await answerInFrame(page, 'Approve', 'Send 12.5 LDT')
  await account.waitFor()
  await expect
    .poll(() =>
      client.readContract({
        address: DEMO_TOKEN_ADDRESS as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      }),
    )
    .toBe(parseUnits('12.5', 18))

  // The switch: to the EOA by click, back by keyboard.
  expect(await axeViolations(page)).toEqual([])
  await account.getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect.poll(() => shownAddress(page)).not.toBe(smart)
  const eoa = await shownAddress(page)
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await client.getCode({ address: eoa })).toBeUndefined()
  const back = account.getByRole('button', {
    name: 'Switch to your smart account',
  })
  await back.focus()
  await page.keyboard.press('Enter')
  await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
  await expect.poll(() => shownAddress(page)).toBe(smart)
  expect(demo.errors).toEqual([])
})

test("defaultAccountTypes { eip155: 'eoa' }: the e-mail user logs in on the EOA, the smart account a switch away", async () => {
  const client = devnetClient()
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    query: 'accountType=eoa',
  })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await emailLogin(page, newEmail('eoa-first'))
  const eoa = await shownAddress(page)
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await client.getCode({ address: eoa })).toBeUndefined()
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account
    .getByRole('button', { name: 'Switch to your smart account' })
    .click()
  await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
  await expect.poll(() => shownAddress(page)).not.toBe(eoa)
  expect(demo.errors).toEqual([])
})
