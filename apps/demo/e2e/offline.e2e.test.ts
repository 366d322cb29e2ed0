import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { answerDevWallet, latchModal, waitForValue } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const OFFLINE = 'You are offline'

test('offline is shown in the open modal (axe-clean), and clears back online', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page, context } = demo
  // The status (network status, banner) is a chunk the first open fetches.
  const status = page.waitForResponse((r) =>
    /\/startModalStatus-[\w-]+\.js$/.test(new URL(r.url()).pathname),
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  await (await status).finished()
  const banner = modal.getByRole('status').filter({ hasText: OFFLINE })
  expect(await banner.count()).toBe(0)

  // The browser loses the network: the open modal says so at once.
  await context.setOffline(true)
  await banner.waitFor()
  expect(await axeViolations(page)).toEqual([])

  // Back online: the banner goes and the modal works (connect).
  await context.setOffline(false)
  await banner.waitFor({ state: 'detached' })
  await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  // Only the requests made while offline failed (icons, the directory);
  // no page error.
  expect(
    demo.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED')),
  ).toEqual([])
})
