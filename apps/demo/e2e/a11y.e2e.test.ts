import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { connectDevWallet, latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('no axe violations: page, Connect and Account views, both themes', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet').waitFor()
  await page.waitForTimeout(300) // let the open animation finish
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  // Closing fades the dialog out: axe would measure contrast mid-fade.
  await latchModal(page, 'Connect Wallet').waitFor({ state: 'hidden' })

  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  await page.waitForTimeout(300)
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await latchModal(page, 'Account').waitFor({ state: 'hidden' })

  // The same in the light theme.
  await page.getByRole('button', { name: 'Use light theme' }).click()
  await page.getByRole('button', { name: 'Use dark theme' }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  await page.waitForTimeout(300)
  expect(await axeViolations(page)).toEqual([])
})
