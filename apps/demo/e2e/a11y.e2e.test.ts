import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { connectDevWallet, latchModal } from './flows.js'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

type Violation = { id: string; help: string; nodes: { target: unknown }[] }

/** axe-core WCAG 2.x A/AA violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(o: object): Promise<{ violations: Violation[] }> }
    }
    const result = await axe.run({
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    })
    return result.violations
  })
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${JSON.stringify(v.nodes.map((n) => n.target))})`,
  )
}

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

  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  await page.waitForTimeout(300)
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  // The same in the light theme.
  await page.getByRole('button', { name: 'Use light theme' }).click()
  await page.getByRole('button', { name: 'Use dark theme' }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  await page.waitForTimeout(300)
  expect(await axeViolations(page)).toEqual([])
})
