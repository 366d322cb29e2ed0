// Issue #22's last acceptance in Debian's Chromium on the real stack
// (anvil + Alto + latch-api with the demo project's sponsorship policy, as
// `npm start` sets it): an e-mail user's smart account sends the page's
// two-call wallet_sendCalls (0.01 ETH to dev account 8, 1 LDT to dev
// account 9). With the host's paymaster (the page's `paymasterService`
// capability → latch-api's /v1/paymaster) the approval screen names the
// sponsor, the account's ETH drops by exactly the 0.01 sent (no gas), and
// both transfers land in one user operation; without it the batch is one
// user operation too, its gas paid from the account's ETH. Either way
// wallet_getCallsStatus reports success with one receipt, whose
// transaction holds the one UserOperationEvent (the batch id) and the LDT
// transfer, and the ETH arrives in that block.
import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet/node'
import type { FrameLocator, Page } from 'playwright-core'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  isAddressEqual,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import {
  approvalModal,
  emailLogin,
  newEmail,
  secureFrame,
} from './embeddedFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const client = devnetClient()
const [ethTo, ldtTo] = [devAccounts[8]!.address, devAccounts[9]!.address]
const ldt = DEMO_TOKEN_ADDRESS as Address
const sent = { eth: parseEther('0.01'), ldt: parseUnits('1', 18) }

/** An e-mail user on their smart account, holding 10 ETH and 5 LDT. */
async function fundedSmartAccount() {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await emailLogin(page, newEmail('sponsored'))
  const smart = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  // Counterfactual until its first user operation, and the page knows it.
  expect(await client.getCode({ address: smart })).toBeUndefined()
  await expect
    .poll(() => hookValue(page, 'account.smartAccountDeployed').textContent())
    .toBe('no')
  await client.setBalance({ address: smart, value: parseEther('10') })
  await client.sendUnsignedTransaction({
    from: devAccounts[0]!.address,
    to: ldt,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [smart, parseUnits('5', 18)],
    }),
  })
  return { page, smart }
}

/** The frame's approval screen as [label, value] pairs (its terms). */
async function rows(prompt: ReturnType<FrameLocator['getByRole']>) {
  const labels = await prompt.getByRole('term').allTextContents()
  const values = await prompt.getByRole('definition').allTextContents()
  return labels.map((label, i) => [label, values[i]])
}

/** Clicks the batch button, checks the screen with `check`, approves. */
async function sendBatch(
  page: Page,
  check: (shown: (string | undefined)[][]) => void,
) {
  await page
    .getByRole('button', { name: 'Send ETH and LDT in one batch' })
    .click()
  await approvalModal(page).waitFor()
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  await prompt.waitFor()
  // Both calls, as signed (the second's receiver is the token, then the
  // transfer's recipient).
  const shown = await rows(prompt)
  expect(shown).toContainEqual(['Call 1 · To', ethTo])
  expect(shown).toContainEqual(['Call 1 · Value', '0.01 ETH'])
  expect(shown).toContainEqual(['Call 2 · To', ldt])
  expect(shown).toContainEqual(['Call 2 · To', ldtTo])
  expect(shown).toContainEqual([
    'Call 2 · Amount',
    expect.stringMatching(/^1 LDT/),
  ])
  check(shown)
  const approve = prompt.getByRole('button', { name: 'Approve' })
  await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
  await approve.click()
  await approvalModal(page).waitFor({ state: 'hidden' })
  const batchId = page.getByRole('status', { name: 'Batch id' })
  await expect.poll(() => batchId.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
  await expect
    .poll(() =>
      page.getByRole('status', { name: 'Batch status' }).textContent(),
    )
    .toBe('200 success')
  const hashes = (
    (await page
      .getByRole('status', { name: 'Batch transactions' })
      .textContent()) ?? ''
  ).split(' ')
  // wallet_getCallsStatus: one receipt for the two calls.
  expect(hashes).toHaveLength(1)
  expect(hashes[0]).toMatch(/^0x[0-9a-f]{64}$/)
  return { id: (await batchId.textContent()) as Hash, hash: hashes[0] as Hash }
}

/**
 * The batch's transaction: one UserOperationEvent (the batch id, from the
 * account, successful), the LDT transfer beside it, the ETH arriving in
 * its block. Returns the event's paymaster.
 */
async function oneUserOperation(smart: Address, id: Hash, hash: Hash) {
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const ops = parseEventLogs({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    logs: receipt.logs,
  })
  expect(ops).toHaveLength(1)
  const [op] = ops
  expect(isAddressEqual(op!.address, entryPoint07Address)).toBe(true)
  expect(op!.args.userOpHash).toBe(id)
  expect(isAddressEqual(op!.args.sender, smart)).toBe(true)
  expect(op!.args.success).toBe(true)
  const transfers = parseEventLogs({
    abi: erc20Abi,
    eventName: 'Transfer',
    logs: receipt.logs,
  }).filter((log) => isAddressEqual(log.address, ldt))
  expect(transfers).toHaveLength(1)
  expect(isAddressEqual(transfers[0]!.args.from, smart)).toBe(true)
  expect(isAddressEqual(transfers[0]!.args.to, ldtTo)).toBe(true)
  expect(transfers[0]!.args.value).toBe(sent.ldt)
  const at = (blockNumber: bigint) =>
    client.getBalance({ address: ethTo, blockNumber })
  expect(
    (await at(receipt.blockNumber)) - (await at(receipt.blockNumber - 1n)),
  ).toBe(sent.eth)
  return op!.args.paymaster
}

test("with the host's paymaster: the screen names the sponsor, the account's ETH pays no gas, both calls in one user operation", async () => {
  const { page, smart } = await fundedSmartAccount()
  await page.getByRole('checkbox', { name: 'Gas paid by the app' }).check()
  const { id, hash } = await sendBatch(page, (shown) => {
    expect(shown).toContainEqual([
      'Maximum network fee',
      'None: paid by Latch Demo',
    ])
  })
  const paymaster = await oneUserOperation(smart, id, hash)
  expect(isAddressEqual(paymaster, zeroAddress)).toBe(false)
  // The first operation deployed the account, sponsored too; the page's
  // account state follows (SPEC §3 smartAccountDeployed).
  expect((await client.getCode({ address: smart }))?.length).toBeGreaterThan(2)
  await expect
    .poll(() => hookValue(page, 'account.smartAccountDeployed').textContent())
    .toBe('yes')
  // Exactly what it sent: no gas from the user's ETH.
  expect(await client.getBalance({ address: smart })).toBe(
    parseEther('10') - sent.eth,
  )
  expect(
    await client.readContract({
      address: ldt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [smart],
    }),
  ).toBe(parseUnits('4', 18))
  expect(demo?.errors).toEqual([])
})

test("without it: the two calls still land in one user operation, the gas from the account's ETH", async () => {
  const { page, smart } = await fundedSmartAccount()
  expect(
    await page
      .getByRole('checkbox', { name: 'Gas paid by the app' })
      .isChecked(),
  ).toBe(false)
  const { id, hash } = await sendBatch(page, (shown) => {
    expect(shown).toContainEqual([
      'Maximum network fee',
      expect.stringMatching(/^0\.\d+ ETH/),
    ])
  })
  const paymaster = await oneUserOperation(smart, id, hash)
  expect(isAddressEqual(paymaster, zeroAddress)).toBe(true)
  const left = await client.getBalance({ address: smart })
  expect(left).toBeLessThan(parseEther('10') - sent.eth)
  expect(demo?.errors).toEqual([])
})
