import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerDevWallet,
  connectDevWallet,
  DEV_ACCOUNT_0,
  latchModal,
  waitForValue,
} from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('connects the dev wallet, stays connected after a reload', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  await expect(latchModal(page, 'Connect Wallet').count()).resolves.toBe(0)
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  await waitForValue(page, 'network.chainId', '31337')
  await waitForValue(page, 'walletInfo.rdns', 'dev.latch.wallet')
  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  expect(demo.errors).toEqual([])
})

test('a rejected connection is explained and can be retried', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Reject')
  const connecting = latchModal(page, 'Latch Dev Wallet')
  await connecting.getByText('Connection declined').waitFor()
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
})
