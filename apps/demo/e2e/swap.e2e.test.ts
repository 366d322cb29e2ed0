// Issue #23 item 3 in Chromium with the Latch Dev Wallet on the devnet and
// its Uniswap pools: Account → Swap ETH → LDT, the LDT balance on the chain
// rises by at least the minimum the preview showed, and the Account view's
// Tokens and Activity follow.
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
} from '@latch/devnet/node'
import {
  type Address,
  createPublicClient,
  defineChain,
  http,
  parseUnits,
} from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { answerDevWallet, connectDevWallet, latchModal } from './flows.js'

/** No other browser test uses this dev account. */
const SWAPPER_INDEX = 8

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

function devnetClient() {
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return createPublicClient({ chain, transport: http(url), cacheTime: 0 })
}

/** '1,234.5678 LDT' → base units (the display is cut, never rounded up). */
const units = (text: string) =>
  parseUnits(text.replace(/,/g, '').split(' ')[0] ?? '', 18)

test('swaps ETH → LDT from the Account view: at least the shown minimum arrives on the chain; Tokens and Activity refresh', async () => {
  const client = devnetClient()
  const owner = devAccounts[SWAPPER_INDEX]?.address as Address
  const ldtOf = () =>
    client.readContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    })
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await page.waitForFunction(() => 'latchDevWallet' in window)
  await page.evaluate(
    (index) =>
      (
        window as unknown as {
          latchDevWallet: { setAccount(index: number): void }
        }
      ).latchDevWallet.setAccount(index),
    SWAPPER_INDEX,
  )
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Swap', exact: true })
    .click()

  const swap = latchModal(page, 'Swap')
  await swap
    .getByRole('button', { name: 'You pay: Choose a token: ETH' })
    .waitFor()
  await swap
    .getByRole('button', { name: 'You receive: Choose a token: LDT' })
    .waitFor()
  await swap.getByRole('textbox', { name: 'Amount' }).fill('0.25')
  const out = swap.getByRole('status', { name: 'You receive' })
  await expect
    .poll(() => out.textContent(), { timeout: 15_000 })
    .toMatch(/ LDT$/)
  expect(await axeViolations(page)).toEqual([])
  const review = swap.getByRole('button', { name: 'Review swap' })
  await expect.poll(() => review.isEnabled()).toBe(true)
  await review.click()

  const preview = latchModal(page, 'Review swap')
  await preview.getByText('0.25 ETH', { exact: true }).waitFor()
  const minimumText = await preview
    .getByText('Minimum received', { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .textContent()
  const minimum = units(minimumText ?? '')
  expect(minimum).toBeGreaterThan(0n)
  expect(await axeViolations(page)).toEqual([])
  const before = await ldtOf()
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  await answerDevWallet(page, 'Approve')

  const account = latchModal(page, 'Account')
  await account.waitFor()
  const toast = page.getByText(/^Swapped 0\.25 ETH for [\d,.]+ LDT$/)
  await toast.waitFor()
  // The toast links to the swap's transaction.
  const href =
    (await page
      .getByRole('link', { name: /^View on / })
      .first()
      .getAttribute('href')) ?? ''
  const hash = href.match(/0x[0-9a-fA-F]{64}/)?.[0]
  expect(hash).toBeTruthy()
  const after = await ldtOf()
  expect(after - before).toBeGreaterThanOrEqual(minimum)

  // Tokens: the new LDT balance (lists floor to 3 decimals).
  const shown = `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 }).format(Number(after / 10n ** 15n) / 1000)} LDT`
  await account
    .getByRole('tabpanel', { name: 'Tokens' })
    .getByText(shown, { exact: true })
    .waitFor({ timeout: 15_000 })
  // Activity: a row linking to the swap's transaction.
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect
    .poll(
      () => account.getByRole('tabpanel').locator(`a[href*="${hash}"]`).count(),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  expect(demo?.errors).toEqual([])
})
