import { describe, expect, it } from 'vitest'
import { readLinkModeUrl } from './readLinkModeUrl.js'

const TOPIC = 'cd'.repeat(32)
// A type-2 envelope's first bytes, base64url without padding.
const WC_EV = 'AnsianNvbnJwYyI6IjIuMCJ9'

describe('readLinkModeUrl', () => {
  it('reads the link-mode request the wallet was opened with on /wc', () => {
    const href = `https://wallet.test/wc?wc_ev=${WC_EV}&topic=${TOPIC}`
    expect(readLinkModeUrl({ href })).toBe(href)
  })

  it('is undefined for a pairing link, a plain visit or a broken message', () => {
    for (const href of [
      'https://wallet.test/wc?uri=wc%3Aabc%402',
      'https://wallet.test/',
      `https://wallet.test/wc?wc_ev=${WC_EV}`,
      `https://wallet.test/wc?wc_ev=${WC_EV}&topic=xyz`,
      `https://wallet.test/wc?wc_ev=%%%&topic=${TOPIC}`,
    ])
      expect(readLinkModeUrl({ href })).toBeUndefined()
  })
})
