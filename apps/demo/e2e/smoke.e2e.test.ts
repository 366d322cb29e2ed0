import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('the demo loads and shows the Connect Wallet button', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page, errors } = demo
  await expect(page.title()).resolves.toBe('Latch demo')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.waitFor({ state: 'visible' })
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
  expect(errors).toEqual([])
})
