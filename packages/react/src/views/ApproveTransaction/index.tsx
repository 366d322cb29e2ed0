import { VIEW_ANIMATION_MS } from '@latch/common'
import { showEmbeddedFrame } from '@latch/core'
import { useLayoutEffect, useRef } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useStyles } from '../../internal/useStyles.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { embeddedCss } from '../Connect/embeddedStyles.js'

/**
 * Makes room for the embedded wallet's approval (SPEC §2 ApproveTransaction):
 * the secure frame itself shows the request with Approve / Reject, placed
 * over this view's box, fully visible (so no script of the page can
 * approve, and the frame can check it is seen), as tall as the frame says
 * its content is (no empty gap). The view follows the box
 * as the dialog animates, scrolls or resizes, and hides the frame when it
 * goes away; core answers the request and leaves the view.
 */
export function ApproveTransactionView(_: RouteProps<'ApproveTransaction'>) {
  useStyles('embedded', embeddedCss)
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const box = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const place = () =>
      showEmbeddedFrame(config, { rect: element.getBoundingClientRect() })
    let frame = 0
    const schedule = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    // The box takes the height the frame's screen reports for its content
    // (kept on the iframe by the embedded wallet), within the CSS limit.
    const iframe = document.querySelector<HTMLIFrameElement>(
      'iframe[data-latch-frame]',
    )
    const fit = () => {
      const height = Number(iframe?.getAttribute('data-content-height'))
      if (height > 0) element.style.setProperty('height', `${height}px`)
      else element.style.removeProperty('height')
    }
    fit()
    const content = new MutationObserver(fit)
    if (iframe)
      content.observe(iframe, {
        attributes: true,
        attributeFilter: ['data-content-height'],
      })
    place()
    // Once the view's entry animation (a small slide) has ended: place the
    // frame again and hand it the keyboard focus (it lies outside the
    // dialog, so Tab alone would never reach its Approve / Reject; this
    // runs after the dialog's own focus handling of the new view).
    const settled = setTimeout(() => {
      schedule()
      iframe?.focus()
    }, VIEW_ANIMATION_MS.enter + 30)
    const resize =
      typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null
    resize?.observe(element)
    window.addEventListener('resize', schedule)
    window.addEventListener('scroll', schedule, true)
    document.addEventListener('animationend', schedule, true)
    return () => {
      clearTimeout(settled)
      cancelAnimationFrame(frame)
      resize?.disconnect()
      content.disconnect()
      window.removeEventListener('resize', schedule)
      window.removeEventListener('scroll', schedule, true)
      document.removeEventListener('animationend', schedule, true)
      showEmbeddedFrame(config, { rect: undefined })
    }
  }, [config])

  return (
    <section aria-label={messages.approvalRegion}>
      <div ref={box} className="l-approve" />
    </section>
  )
}
