import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerDevWallet,
  connectDevWallet,
  latchModal,
  waitForValue,
} from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('switches between the two devnets from the page', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  const button = (name: string) =>
    page.getByRole('button', { name, exact: true })
  await button('Switch to Latch Devnet 2').click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'network.chainId', '31338')
  await button('Switch to Latch Devnet').click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'network.chainId', '31337')
  expect(demo.errors).toEqual([])
})

test('switches network from the modal (Select network), waiting visibly: desktop dark, then 390×844 light', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  const modal = latchModal(page, 'Select network')
  /** From `from` to `to`: while the wallet asks, the row is busy and a status says so. */
  const pick = async (from: string, to: string, chainId: string) => {
    await nav.getByRole('button', { name: from, exact: true }).click()
    const row = modal.getByRole('button', { name: new RegExp(`${to}$`) })
    await row.click()
    await modal
      .getByRole('status')
      .getByText(`Switching to ${to}…`, { exact: true })
      .waitFor()
    expect(await row.getAttribute('aria-busy')).toBe('true')
    expect(await axeViolations(page)).toEqual([])
    await answerDevWallet(page, 'Approve')
    await waitForValue(page, 'network.chainId', chainId)
    await nav.getByRole('button', { name: to, exact: true }).waitFor()
  }
  await pick('Latch Devnet', 'Latch Devnet 2', '31338')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Use light theme' }).click()
  await pick('Latch Devnet 2', 'Latch Devnet', '31337')
  expect(demo.errors).toEqual([])
})

test('a wallet on an unsupported chain gets the Switch Network view', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  await page.evaluate(() =>
    (
      window as unknown as {
        latchDevWallet: { setChain(id: number): unknown }
      }
    ).latchDevWallet.setChain(1),
  )
  const modal = latchModal(page, 'Switch Network')
  await modal.waitFor()
  await modal.getByRole('button', { name: /Latch Devnet 2/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'network.chainId', '31338')
  await modal.waitFor({ state: 'hidden' })
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('yes')
})
