// axe-core in a real page (Chromium), shared by the e2e a11y checks.
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { animationsDone } from './animationsDone.js'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type Violation = { id: string; help: string; nodes: { target: unknown }[] }

/**
 * axe-core's WCAG 2.x A/AA violations on the page as it is now (colour
 * contrast included: a real browser renders it), one line each.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // axe measures what is painted: nothing may be moving.
  await animationsDone(page)
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
