// Issue 20: the modal's look does not depend on the host page's CSS. The
// demo's own `dt { font-family: ui-monospace, monospace }` does not reach
// the Send review's `dt`, and hostile host rules added on top (element,
// universal, inherited from body, and inside an @layer) change none of the
// computed values measured in the review.
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { openSendReview } from './cspFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const hostile = `
dt{font-family:fantasy;font-size:30px}
button{background:red;line-height:3;font-family:fantasy}
*{line-height:3}
body{letter-spacing:3px;text-transform:uppercase;text-align:right}
@layer host{dd{color:lime;margin:40px}dl{display:block}}
`

test('hostile host rules change nothing in the Send review', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  const review = await openSendReview(page)
  const measure = () =>
    review.evaluate((dialog) => {
      const dt = dialog.querySelector('dt')
      const dd = dialog.querySelector('dd')
      const send = [...dialog.querySelectorAll('button')].find(
        (button) => button.textContent === 'Send',
      )
      if (!dt || !dd || !send) throw new Error('no dt, dd or Send button')
      const s = (element: Element) => getComputedStyle(element)
      return {
        dialogFont: s(dialog).fontFamily,
        dtFont: s(dt).fontFamily,
        dtSize: s(dt).fontSize,
        dtLineHeight: s(dt).lineHeight,
        dtLetterSpacing: s(dt).letterSpacing,
        dtTransform: s(dt).textTransform,
        ddColor: s(dd).color,
        ddMargin: s(dd).marginTop,
        listDisplay: s(dt.parentElement ?? dt).display,
        sendBackground: s(send).backgroundColor,
        sendLineHeight: s(send).lineHeight,
        sendFont: s(send).fontFamily,
      }
    })
  const before = await measure()
  // The demo's own dt rule does not reach the review's dt.
  expect(before.dtFont).toBe(before.dialogFont)

  await page.addStyleTag({ content: hostile })
  // The rules apply to the host page (the hook panel's first dt)…
  await expect
    .poll(() =>
      page
        .locator('dt')
        .first()
        .evaluate((dt) => getComputedStyle(dt).fontFamily),
    )
    .toBe('fantasy')
  // …and change nothing in the modal.
  expect(await measure()).toEqual(before)
})
