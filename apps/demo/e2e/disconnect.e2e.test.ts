import { afterEach, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { connectDevWallet, waitForValue } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('Disconnect returns to the Connect Wallet button', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.reload()
  await waitForValue(page, 'account.status', 'disconnected')
})
