// DOM project: the host's iframe of the secure frame, placed by the
// ApproveTransaction view, sized by the screen's reported height.
import { afterEach, describe, expect, it } from 'vitest'
import { createFrame, type Frame } from './createFrame.js'

let frame: Frame | undefined
afterEach(() => {
  frame?.remove()
  frame = undefined
})

const rect = (height: number) => ({ top: 100, left: 40, width: 320, height })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function start() {
  frame = createFrame({ document, src: '' })
  const { iframe } = frame
  return {
    frame,
    iframe,
    /** Seen and clickable, or not; where it is laid out. */
    look: () => ({
      shown: iframe.style.opacity === '1',
      clickable: iframe.style.pointerEvents === 'auto',
      width: iframe.style.width,
      height: iframe.style.height,
    }),
  }
}

describe('createFrame', () => {
  it('lays the frame out invisibly over the box until its screen reports a height that holds, then shows it once, at that height', async () => {
    const { frame, iframe, look } = start()
    frame.openApproval()
    frame.show(rect(420))
    // Over the box at its width (so the screen measures itself there),
    // neither seen nor clickable.
    expect(look()).toEqual({
      shown: false,
      clickable: false,
      width: '320px',
      height: '420px',
    })
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
    frame.setContentHeight(293.4)
    expect(iframe.getAttribute('data-content-height')).toBe('294')
    // The view sizes its box to it and places the frame; the screen,
    // measured again at that size, says 300: still unseen.
    frame.show(rect(294))
    expect(look().shown).toBe(false)
    frame.setContentHeight(300)
    frame.show(rect(300))
    await wait(60)
    expect(look()).toMatchObject({ shown: false, height: '300px' })
    // The height held: the frame shows, once, at it.
    await wait(100)
    expect(look()).toEqual({
      shown: true,
      clickable: true,
      width: '320px',
      height: '300px',
    })
    expect(iframe.hasAttribute('aria-hidden')).toBe(false)
  })

  it('shows the frame where the view put it when the box needs no change, or when no height comes', async () => {
    const { frame, look } = start()
    frame.openApproval()
    frame.show(rect(420))
    frame.setContentHeight(420)
    await wait(200)
    expect(look()).toMatchObject({ shown: true, height: '420px' })
    frame.closeApproval()
    // A frame that reports nothing (an older frame) is not left unseen.
    frame.openApproval()
    frame.show(rect(420))
    expect(look().shown).toBe(false)
    await wait(500)
    expect(look()).toMatchObject({ shown: true, height: '420px' })
  })

  it('after the approval closed, a view still placing the frame cannot bring it back', async () => {
    const { frame, iframe, look } = start()
    frame.show(rect(300))
    expect(look()).toMatchObject({ shown: false, width: '1px' })
    frame.openApproval()
    frame.setContentHeight(300)
    frame.show(rect(300))
    await wait(150)
    expect(look().shown).toBe(true)
    frame.closeApproval()
    expect(iframe.hasAttribute('data-content-height')).toBe(false)
    frame.show(rect(420))
    expect(look()).toMatchObject({ shown: false, clickable: false })
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
  })

  it('gives focus back to the host when the approval closes: to the element focused before the frame took it, or to the page when that is gone', async () => {
    const { frame, iframe } = start()
    const button = document.createElement('button')
    const close = document.createElement('button')
    document.body.append(button, close)
    for (const gone of [false, true]) {
      // The page's button asks; the frame's screen takes focus as it
      // renders, before APPROVAL_OPEN reaches the host.
      button.focus()
      iframe.focus()
      frame.openApproval()
      frame.setContentHeight(300)
      frame.show(rect(300))
      await wait(150)
      // The host's dialog focuses its Close; the person clicks Approve.
      close.focus()
      iframe.focus()
      if (gone) button.remove()
      frame.closeApproval()
      expect(document.activeElement).toBe(gone ? document.body : button)
    }
    // A closing dialog handing focus back to the hidden frame: refused.
    document.body.append(button)
    button.focus()
    iframe.focus()
    expect(document.activeElement).toBe(button)
  })
})
