import { afterEach, expect, inject, test } from 'vitest'
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

test('switches network from the modal (Select network)', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  await nav.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
  const modal = latchModal(page, 'Select network')
  await modal.getByRole('button', { name: /Latch Devnet 2/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'network.chainId', '31338')
  await nav
    .getByRole('button', { name: 'Latch Devnet 2', exact: true })
    .waitFor()
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
