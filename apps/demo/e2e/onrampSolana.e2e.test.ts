// Issue #23 item 4 on Solana, in Chromium (its popup blocker on) with the
// Latch Dev Wallet's Solana side on the local chain (LiteSVM) and
// latch-api's sandbox card on-ramp paying from its Solana treasury: Account
// → Buy SOL by card; the checkout opens in a window from the click; the
// test card 4242… pays, and exactly the amount the modal announces arrives
// on the chain as a System program transfer.
import { devSolanaAccounts } from '@latch/devnet'
import { parseUnits } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { openBuy, payInPopup, receivedFigure } from './onrampFlows.js'
import { connectSolanaSide, solBalance } from './solanaFlows.js'

/**
 * The buyer's Solana dev account: other files send to it, none while this
 * one runs (files run one at a time), and receiving costs it no fee.
 */
const BUYER_INDEX = 5
const buyer = devSolanaAccounts[BUYER_INDEX]?.address as string

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('buys SOL by card (4242…) on Solana Local: the checkout opens from the click and exactly the announced SOL arrives on the chain', async () => {
  demo = await openDemo(inject('demoUrl'), {
    query: `solanaAccount=${BUYER_INDEX}`,
    popupBlocking: true,
  })
  const { page } = demo
  await connectSolanaSide(page, buyer)
  const before = await solBalance(buyer)

  const buy = await openBuy(page, 'Buy SOL on Solana Local')
  await buy.getByRole('textbox', { name: 'Amount to pay' }).fill('25')
  await expect
    .poll(() => receivedFigure(buy).textContent())
    .toMatch(/^[\d.]+ SOL$/)
  expect(await axeViolations(page)).toEqual([])

  const { popup } = await payInPopup(page, buy, '4242 4242 4242 4242')
  await popup
    .getByRole('heading', { name: 'Payment complete' })
    .waitFor({ timeout: 30_000 })

  const done = buy
    .getByRole('status')
    .filter({ hasText: /arrived in your wallet$/ })
  await done.waitFor({ timeout: 30_000 })
  const amount = (await done.textContent())?.match(/^([\d.]+) SOL /)?.[1] ?? ''
  const bought = parseUnits(amount, 9)
  expect(bought).toBeGreaterThan(0n)
  expect((await solBalance(buyer)) - before).toBe(bought)
  expect(await axeViolations(page)).toEqual([])
  expect(demo.errors).toEqual([])
})
