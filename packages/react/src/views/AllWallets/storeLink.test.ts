import { describe, expect, it } from 'vitest'
import { storeLink } from './mergeWallets.js'

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const edge = `${chrome} Edg/131.0.0.0`
const firefox =
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const safari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

const wallet = {
  chrome_store: 'https://chrome.example/w',
  app_urls: {
    homepage: 'https://w.example',
    chrome: 'https://chrome.example/w',
    firefox: 'https://firefox.example/w',
  },
}

describe('storeLink', () => {
  it("picks the running browser's store page", () => {
    expect(storeLink(wallet, chrome)).toBe('https://chrome.example/w')
    expect(storeLink(wallet, firefox)).toBe('https://firefox.example/w')
    // Edge (like Brave, Opera) installs from the Chrome Web Store.
    expect(storeLink(wallet, edge)).toBe('https://chrome.example/w')
  })

  it('has none for a browser whose store lacks the extension (the homepage then)', () => {
    expect(storeLink(wallet, safari)).toBeUndefined()
    expect(
      storeLink({ chrome_store: 'https://chrome.example/w' }, firefox),
    ).toBeUndefined()
    expect(storeLink({ chrome_store: null }, chrome)).toBeNull()
  })
})
