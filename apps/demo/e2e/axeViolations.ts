// axe-core in a real page (Chromium), shared by the e2e a11y checks.
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Bound on waits for animations that keep starting (e.g. a list loading). */
const MAX_ANIMATION_ROUNDS = 20

type Violation = { id: string; help: string; nodes: { target: unknown }[] }

/**
 * axe-core's WCAG 2.x A/AA violations on the page as it is now (colour
 * contrast included: a real browser renders it), one line each.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A view fades in (from opacity .6), and the modal's body moves to a
  // new content's height (a transition on a clipping box: a row below the
  // moving edge is clipped, and axe reads its contrast against what is
  // behind the modal). axe measures what is painted: wait until no finite
  // animation runs, checking again after each wait, since content that
  // arrives meanwhile (a list loaded) starts a new one (never an endless
  // one, e.g. a spinner, nor a paused one: the kept-ready Connect view's
  // entrance waits paused while it is hidden, and would never end).
  for (let round = 0; round < MAX_ANIMATION_ROUNDS; round++) {
    const running = await page.evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.effect?.getComputedTiming().iterations !== Infinity,
        )
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
      return finite.length
    })
    if (running === 0) break
  }
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
