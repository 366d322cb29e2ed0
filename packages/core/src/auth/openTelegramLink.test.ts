import { describe, expect, it } from 'vitest'
import { openTelegramLink } from './openTelegramLink.js'

const URL_ = 'https://accounts.example/auth?state=abc'

describe('openTelegramLink', () => {
  it("opens through Telegram's WebApp.openLink when the page has it", () => {
    const links: string[] = []
    const opened: string[] = []
    const webApp = {
      platform: 'android',
      openLink(this: unknown, url: string) {
        // Called on WebApp itself, as Telegram's script expects.
        expect(this).toBe(webApp)
        links.push(url)
      },
    }
    openTelegramLink(URL_, {
      Telegram: { WebApp: webApp },
      open: (url: string) => opened.push(url),
    })
    expect(links).toEqual([URL_])
    expect(opened).toEqual([])
  })

  it.each([
    ['no WebApp', { Telegram: {} }],
    ['an older WebApp without openLink', { Telegram: { WebApp: {} } }],
    ['openLink that is no function', { Telegram: { WebApp: { openLink: 1 } } }],
  ])('falls back to window.open in a new window with %s', (_, page) => {
    const opened: [string, string][] = []
    openTelegramLink(URL_, {
      ...page,
      open: (url: string, target: string) => opened.push([url, target]),
    })
    expect(opened).toEqual([[URL_, '_blank']])
  })
})
