// Waiting for the page to stand still, for checks that read what is
// painted (axe's contrast) and clicks near a moving edge.
import type { Page } from 'playwright-core'

/** Bound on waits for animations that keep starting (e.g. a list loading). */
const MAX_ANIMATION_ROUNDS = 20

/**
 * Resolves once no finite animation runs on the page. A view fades in
 * (from opacity .6), and the modal's body moves to a new content's height
 * (a transition on a clipping box: what lies below the moving edge is
 * clipped, so axe reads its contrast against what is behind the modal and
 * a click at its centre lands behind it). Checks again after each wait,
 * since content that arrives meanwhile (a list loaded) starts a new one.
 * Never waits for an endless animation (a spinner) nor a paused one (the
 * kept-ready Connect view's entrance waits paused while it is hidden).
 */
export async function animationsDone(page: Page): Promise<void> {
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
    if (running === 0) return
  }
}
