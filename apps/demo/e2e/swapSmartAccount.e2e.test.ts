// Issue #23 item 3 in Chromium on the real stack (anvil + Alto + latch-api
// + the embedded wallet): an e-mail user on their smart account swaps
// LDT → ETH. The account batches atomically (wallet_getCapabilities), so
// the approve and the swap go as one wallet_sendCalls: one approval screen
// in the secure frame lists both calls (the approve decoded: spender =
// the swap's router), one user operation lands them, the allowance is
// spent to 0 and at least the preview's minimum of ETH arrives. The swap
// call is decoded in the frame from the bytes signed (issue #23, trust):
// LDT paid, the least ETH received (never less than the preview's, and
// paid on chain), the smart account as recipient, the deadline.
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
  dexContracts,
} from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  isAddressEqual,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import {
  answerInFrame,
  approvalModal,
  emailLogin,
  fact,
  newEmail,
  secureFrame,
} from './embeddedFlows.js'
import { latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** '1,234.5678 ETH' → base units (the display is cut, never rounded up). */
const units = (text: string) =>
  parseUnits(text.replace(/,/g, '').split(' ')[0] ?? '', 18)

const routers = [dexContracts.UniswapV2Router02, dexContracts.SwapRouter]

/** The frame's value of the term (`dt`, a role) that reads `label`. */
const frameFact = (page: Page, label: string) =>
  secureFrame(page)
    .getByRole('dialog', { name: 'Approve request' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent()

test('an e-mail user’s smart account swaps LDT → ETH as one user operation: one frame approval lists approve + swap', async () => {
  const client = devnetClient()
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await emailLogin(page, newEmail('swap-smart'))
  const smart = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  await client.setBalance({ address: smart, value: parseEther('1') })
  await client.sendUnsignedTransaction({
    from: devAccounts[0]?.address as Address,
    to: DEMO_TOKEN_ADDRESS,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [smart, parseUnits('40', 18)],
    }),
  })
  const allowances = () =>
    Promise.all(
      routers.map((spender) =>
        client.readContract({
          address: DEMO_TOKEN_ADDRESS,
          abi: demoTokenAbi,
          functionName: 'allowance',
          args: [smart, spender],
        }),
      ),
    )
  expect(await allowances()).toEqual([0n, 0n])

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  // On the smart account (SPEC §3 default for e-mail users).
  await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
  await account
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Swap', exact: true })
    .click()
  const swap = latchModal(page, 'Swap')
  await swap.getByRole('button', { name: 'Switch the tokens' }).click()
  await swap
    .getByRole('button', { name: 'You pay: Choose a token: LDT' })
    .waitFor()
  await swap.getByRole('textbox', { name: 'Amount' }).fill('20')
  await expect
    .poll(
      () => swap.getByRole('status', { name: 'You receive' }).textContent(),
      { timeout: 15_000 },
    )
    .toMatch(/ ETH$/)
  const reviewButton = swap.getByRole('button', { name: 'Review swap' })
  await expect.poll(() => reviewButton.isEnabled()).toBe(true)
  await reviewButton.click()
  const preview = latchModal(page, 'Review swap')
  await preview
    .getByText('Approve 20 LDT and swap with one confirmation in your wallet', {
      exact: true,
    })
    .waitFor()
  await preview
    .getByText(/^LDT → WETH → ETH via Uniswap V(2|3 (0\.05|0\.3|1) %)$/)
    .waitFor()
  const minimum = units(
    (await preview
      .getByText('Minimum received', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '',
  )
  expect(minimum).toBeGreaterThan(0n)
  expect(await axeViolations(page)).toEqual([])

  const block = await client.getBlockNumber()
  // The account pays the operation's gas: a prefund to the EntryPoint,
  // what the operation did not use staying there as its deposit.
  const deposit = () =>
    client.readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [smart],
    })
  const ethBefore = await client.getBalance({ address: smart })
  const depositBefore = await deposit()
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  // One approval screen for the batch: call 1 the approve, call 2 the swap
  // on the router the approve allows.
  await approvalModal(page).waitFor()
  expect(await fact(page, 'Call 1 · Action')).toBe('Allow spending')
  const spender = (await fact(page, 'Call 1 · Spender')) as Address
  const router = (await fact(page, 'Call 2 · To')) as Address
  expect(isAddressEqual(spender, router)).toBe(true)
  expect(routers.some((r) => isAddressEqual(r, router))).toBe(true)
  // Call 2 is the swap, decoded from its calldata: 20 LDT (its contract
  // beside the symbol) for at least the preview's minimum of ETH (the
  // preview cuts digits, the frame shows every one), paid to the smart
  // account before its deadline; no warning about the recipient.
  expect(await frameFact(page, 'Call 2 · Action')).toBe('Swap tokens')
  expect(await frameFact(page, 'Call 2 · You pay')).toBe(
    `20 LDT (${DEMO_TOKEN_ADDRESS})`,
  )
  const frameMinimumText =
    (await frameFact(page, 'Call 2 · Minimum received')) ?? ''
  expect(frameMinimumText).toMatch(/^\d+\.\d+ ETH$/)
  const frameMinimum = units(frameMinimumText)
  expect(frameMinimum).toBeGreaterThanOrEqual(minimum)
  const recipient = (await frameFact(page, 'Call 2 · Recipient')) as Address
  expect(isAddressEqual(recipient, smart)).toBe(true)
  expect(await frameFact(page, 'Call 2 · Deadline')).toMatch(/^\d+ \(.+ UTC\)$/)
  expect(
    await secureFrame(page)
      .getByRole('alert')
      .filter({ hasText: 'swap' })
      .count(),
  ).toBe(0)
  await answerInFrame(page, 'Approve')
  await page.getByText(/^Swapped 20 LDT for [\d,.]+ ETH$/).waitFor()
  // No second approval came.
  expect(await approvalModal(page).count()).toBe(0)

  // On chain: the toast links the transaction that carried the batch: one
  // user operation of the account, successful.
  const href =
    (await page
      .getByRole('link', { name: 'View on Devnet Explorer' })
      .getAttribute('href')) ?? ''
  const hash = href.split('/tx/')[1] as Hash
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.blockNumber).toBeGreaterThan(block)
  const events = parseEventLogs({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    logs: receipt.logs,
  })
  expect(events).toHaveLength(1)
  expect(isAddressEqual(events[0]!.args.sender, smart)).toBe(true)
  const [operation] = events as [(typeof events)[0]]
  expect(operation.args.success).toBe(true)
  // The exact approve was spent by the swap; the LDT left the account.
  expect(await allowances()).toEqual([0n, 0n])
  expect(
    await client.readContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [smart],
    }),
  ).toBe(parseUnits('20', 18))
  // What the swap paid the account: its ETH and deposit moves, plus the gas.
  const received =
    (await client.getBalance({ address: smart })) -
    ethBefore +
    ((await deposit()) - depositBefore) +
    operation.args.actualGasCost
  expect(received).toBeGreaterThanOrEqual(minimum)
  // What the frame said the swap pays at least, it paid.
  expect(received).toBeGreaterThanOrEqual(frameMinimum)
  expect(demo.errors).toEqual([])
}, 180_000)
