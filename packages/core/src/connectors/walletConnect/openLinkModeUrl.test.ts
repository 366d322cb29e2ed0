import { afterEach, describe, expect, it } from 'vitest'
import { openLinkModeUrl } from './openLinkModeUrl.js'

// The browser's edges, played here: `window.open` records what it is asked
// to open, `top` and `self` say whether the page is inside a frame.
const edges = ['open', 'top', 'self'] as const
const saved = edges.map((name) =>
  Object.getOwnPropertyDescriptor(globalThis, name),
)
afterEach(() => {
  edges.forEach((name, i) => {
    const descriptor = saved[i]
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else Reflect.deleteProperty(globalThis, name)
  })
})

/** Opens `url` in a page (`inFrame`: inside another) and returns the call. */
function open(url: string, inFrame: boolean) {
  const calls: [string, string, string][] = []
  const page = {}
  Object.assign(globalThis, {
    open: (...args: [string, string, string]) => {
      calls.push(args)
      return null
    },
    self: page,
    top: inFrame ? {} : page,
  })
  openLinkModeUrl(url)
  return calls
}

const LINK = 'https://wallet.example/wc?wc_ev=AQID&topic=ab'

describe('openLinkModeUrl (as the official SDK opens a link)', () => {
  it('an http(s) universal link opens in a new tab', () => {
    expect(open(LINK, false)).toEqual([[LINK, '_blank', 'noreferrer noopener']])
    const local = 'http://127.0.0.1:5174/wc?wc_ev=AQID&topic=ab'
    expect(open(local, false)).toEqual([
      [local, '_blank', 'noreferrer noopener'],
    ])
  })

  it('inside a frame, any link opens in the top window', () => {
    expect(open(LINK, true)).toEqual([[LINK, '_top', 'noreferrer noopener']])
    expect(open('wallet://wc?wc_ev=AQID', true)).toEqual([
      ['wallet://wc?wc_ev=AQID', '_top', 'noreferrer noopener'],
    ])
  })

  it('a native scheme opens in this tab', () => {
    expect(open('wallet://wc?wc_ev=AQID&topic=ab', false)).toEqual([
      ['wallet://wc?wc_ev=AQID&topic=ab', '_self', 'noreferrer noopener'],
    ])
    // Not a web link: "https" only as a scheme, not inside another.
    expect(open('wallethttps://wc', false)[0]?.[1]).toBe('_self')
  })

  it('without window.open (no browser) it does nothing', () => {
    Reflect.deleteProperty(globalThis, 'open')
    Object.assign(globalThis, { self: globalThis, top: globalThis })
    expect(() => openLinkModeUrl(LINK)).not.toThrow()
  })
})
