import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
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
  // From the first DOM node after the reload, record every status the page
  // shows and whether a "Connect Wallet" button ever appears.
  await page.addInitScript(() => {
    const seen = { statuses: [] as string[], connectButton: false }
    Object.assign(window, { __latchSeen: seen })
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button'))
        if (button.textContent?.trim() === 'Connect Wallet')
          seen.connectButton = true
      const dt = [...document.querySelectorAll('dt')].find(
        (d) => d.textContent === 'account.status',
      )
      const status = dt?.nextElementSibling?.textContent ?? ''
      if (status && seen.statuses.at(-1) !== status) seen.statuses.push(status)
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  const seen = await page.evaluate(
    () =>
      (window as unknown as { __latchSeen: unknown }).__latchSeen as {
        statuses: string[]
        connectButton: boolean
      },
  )
  // No disconnected flash: reconnecting straight to connected.
  expect(seen.connectButton).toBe(false)
  expect(seen.statuses).not.toContain('disconnected')
  expect(seen.statuses.at(-1)).toBe('connected')
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  expect(demo.errors).toEqual([])
})

/** Whether the waiting ring's pulse (`l-pulse`) runs in the page. */
const pulsing = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .some(
        (a) =>
          (a as CSSAnimation).animationName === 'l-pulse' &&
          a.playState === 'running',
      ),
  )

test('waiting for the wallet at 390×844, dark then light: a status says what to do, the logo pulses (still with reduced motion), axe-clean; a rejection is explained and can be retried', async () => {
  demo = await openDemo(inject('demoUrl'), {
    beforeLoad: (page) => page.setViewportSize({ width: 390, height: 844 }),
  })
  const { page } = demo
  const connecting = latchModal(page, 'Latch Dev Wallet')
  const waiting = async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = latchModal(page, 'Connect Wallet')
    await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
    const status = connecting.getByRole('status')
    await status.getByText('Continue in Latch Dev Wallet').waitFor()
    await status.getByText('Accept connection request in the wallet').waitFor()
  }

  // Dark: the ring pulses while the wallet asks.
  await waiting()
  expect(await pulsing(page)).toBe(true)
  expect(await axeViolations(page)).toEqual([])
  await answerDevWallet(page, 'Reject')
  await connecting.getByText('Connection declined').waitFor()
  expect(await pulsing(page)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')

  // Light, with reduced motion: the same words, nothing moves.
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  await page.getByRole('button', { name: 'Use light theme' }).click()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await waiting()
  expect(await pulsing(page)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(demo.errors).toEqual([])
})
