import { describe, expect, it } from 'vitest'
import { takeLinkModeUrl } from './takeLinkModeUrl.js'

const TOPIC = 'ab'.repeat(32)
// A type-2 envelope's first bytes, base64url without padding.
const WC_EV = 'AnsianNvbnJwYyI6IjIuMCJ9'

/** A page's address bar: what replaceState wrote last. */
function page(href: string) {
  const bar = { href, state: { kept: true } as unknown, writes: 0 }
  const history = {
    get state() {
      return bar.state
    },
    replaceState(state: unknown, _unused: string, url?: string | URL | null) {
      bar.writes++
      bar.state = state
      if (url) bar.href = String(url)
    },
  }
  return { bar, location: { href }, history }
}

describe('takeLinkModeUrl', () => {
  it('takes the link-mode URL a page was opened with and drops its parameters from the address bar', () => {
    const href = `https://dapp.test/shop?dev=1&wc_ev=${WC_EV}&topic=${TOPIC}#top`
    const { bar, location, history } = page(href)
    expect(takeLinkModeUrl(location, history)).toBe(href)
    // Only wc_ev and topic go: the page's own query, hash and state stay.
    expect(bar.href).toBe('https://dapp.test/shop?dev=1#top')
    expect(bar.state).toEqual({ kept: true })
  })

  it('leaves other pages alone', () => {
    for (const href of [
      'https://dapp.test/?dev=1',
      // Not a link-mode message: no topic, a bad topic, a bad envelope.
      `https://dapp.test/?wc_ev=${WC_EV}`,
      `https://dapp.test/?wc_ev=${WC_EV}&topic=nope`,
      `https://dapp.test/?wc_ev=%%%&topic=${TOPIC}`,
    ]) {
      const { bar, location, history } = page(href)
      expect(takeLinkModeUrl(location, history)).toBeUndefined()
      expect(bar).toMatchObject({ href, writes: 0 })
    }
    // Outside a browser there is no address bar.
    expect(takeLinkModeUrl(undefined, undefined)).toBeUndefined()
  })
})
