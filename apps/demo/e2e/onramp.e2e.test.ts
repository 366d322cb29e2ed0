// Issue #23 item 4 in Chromium (its popup blocker on) with the Latch Dev
// Wallet on the devnet and latch-api's sandbox card on-ramp: Account → Buy
// LDT by card; the checkout opens in a window from the click; the test
// card 4242… pays and the tokens arrive on the chain and in Tokens and
// Activity; 4000…0002 is declined, the modal says so and nothing moves.
// (Chromium keeps a click's activation for a few seconds, so a window
// opened after a short await would pass here too: Buy.test.tsx checks that
// window.open runs synchronously in the click.)
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
} from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import { type Address, parseUnits } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { connectDevWallet, latchModal } from './flows.js'
import { openBuy, payInPopup, receivedFigure } from './onrampFlows.js'

/**
 * The buyer: Solana's activity test sends from this index's Solana
 * account only; its devnet LDT balance is this file's alone.
 */
const BUYER_INDEX = 9

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const buyer = devAccounts[BUYER_INDEX]?.address as Address
const ldtOf = () =>
  devnetClient().readContract({
    address: DEMO_TOKEN_ADDRESS,
    abi: demoTokenAbi,
    functionName: 'balanceOf',
    args: [buyer],
  })

/** Connects the buyer, opens Buy → LDT and asks a quote for 25 USD. */
async function quoteLdt(page: Page) {
  await page.waitForFunction(() => 'latchDevWallet' in window)
  await page.evaluate(
    (index) =>
      (
        window as unknown as {
          latchDevWallet: { setAccount(index: number): void }
        }
      ).latchDevWallet.setAccount(index),
    BUYER_INDEX,
  )
  await connectDevWallet(page)
  const buy = await openBuy(page, 'Buy LDT on Latch Devnet')
  const amount = buy.getByRole('textbox', { name: 'Amount to pay' })
  // Limits flagged on the field with the catalogue's words.
  await amount.fill('5')
  await buy.getByText('The minimum is 10.00 USD', { exact: true }).waitFor()
  await amount.fill('25.123')
  await buy
    .getByText('Enter an amount with at most 2 decimals', { exact: true })
    .waitFor()
  await amount.fill('25')
  await expect
    .poll(() => receivedFigure(buy).textContent(), { timeout: 15_000 })
    .toMatch(/^[\d.]+ LDT$/)
  await buy
    .getByRole('region', { name: 'Quote' })
    .getByText('25.00 USD', { exact: true })
    .waitFor()
  expect(await axeViolations(page)).toEqual([])
  return buy
}

test('buys LDT by card (4242…): the checkout opens from the click, the tokens arrive on the devnet and show in Tokens and Activity', async () => {
  const before = await ldtOf()
  demo = await openDemo(inject('demoUrl'), { popupBlocking: true })
  const { page } = demo
  const buy = await quoteLdt(page)
  const { popup, orderId } = await payInPopup(page, buy, '4242 4242 4242 4242')
  await popup.getByRole('heading', { name: 'Payment complete' }).waitFor({
    timeout: 30_000,
  })

  // The modal followed the order to its result.
  const done = buy
    .getByRole('status')
    .filter({ hasText: /arrived in your wallet$/ })
  await done.waitFor({ timeout: 30_000 })
  const amount = (await done.textContent())?.match(/^([\d.]+) LDT /)?.[1] ?? ''
  const bought = parseUnits(amount, 18)
  expect(bought).toBeGreaterThan(0n)
  const after = await ldtOf()
  expect(after - before).toBe(bought)
  expect(await axeViolations(page)).toEqual([])

  // The delivery's transaction, as the API reports the order.
  const api = new URL(`/v1/onramp/orders/${orderId}`, inject('apiUrl'))
  api.searchParams.set('projectId', 'latch-demo')
  const order = (await (await fetch(api)).json()) as { txHash: string }
  expect(order.txHash).toMatch(/^0x[0-9a-f]{64}$/)

  await buy.getByRole('button', { name: 'Back to account' }).click()
  const account = latchModal(page, 'Account')
  const shown = `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 }).format(Number(after / 10n ** 15n) / 1000)} LDT`
  await account
    .getByRole('tabpanel', { name: 'Tokens' })
    .getByText(shown, { exact: true })
    .waitFor({ timeout: 15_000 })
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect
    .poll(
      () =>
        account
          .getByRole('tabpanel')
          .locator(`a[href*="${order.txHash}"]`)
          .count(),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  expect(demo.errors).toEqual([])
})

test('the same purchase declined (4000…0002): the modal says so in the catalogue’s words and no token moves', async () => {
  demo = await openDemo(inject('demoUrl'), { popupBlocking: true })
  const { page } = demo
  const buy = await quoteLdt(page)
  const before = await ldtOf()
  const { popup } = await payInPopup(page, buy, '4000 0000 0000 0002')
  await popup.getByRole('heading', { name: 'Card declined' }).waitFor()
  await buy
    .getByRole('alert')
    .filter({ hasText: 'Your card was declined. Nothing was charged.' })
    .waitFor({ timeout: 15_000 })
  expect(await axeViolations(page)).toEqual([])
  expect(await ldtOf()).toBe(before)
  expect(demo.errors).toEqual([])
})
