// axe-core inside the secure frame (its own document: the host page's axe
// cannot look into it). The frame's CSP allows no injected script tag, so
// axe's source is evaluated through the DevTools protocol, as Playwright's
// `evaluate` does.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame } from 'playwright-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

type Violation = { id: string; help: string; nodes: { target: unknown }[] }

/** axe-core's WCAG 2.x A/AA violations in `frame`, one line each. */
export async function frameAxeViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(axeSource)
  const violations = await frame.evaluate(async () => {
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
