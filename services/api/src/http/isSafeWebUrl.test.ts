import { describe, expect, test } from 'vitest'
import { isSafeAppLink } from './isSafeAppLink.js'
import { isSafeWebUrl } from './isSafeWebUrl.js'

const refusedEverywhere = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'data://text/html,x',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://a.example/uuid',
  'about:blank',
  'http://evil.example/a.png',
  'https://a.example/\u0000',
  'https://a.example/ x',
  '//a.example/x.png',
  '/relative.png',
  '',
  'https://',
  `https://a.example/${'x'.repeat(2048)}`,
  42,
  null,
]

describe('isSafeWebUrl', () => {
  test('https:, and http: only to loopback', () => {
    for (const url of [
      'https://a.example/avatar.png',
      'https://a.example:8443/x?y=1#z',
      'http://localhost:5173/a.png',
      'http://127.0.0.1/a.png',
      'http://[::1]:8080/a.png',
    ])
      expect(isSafeWebUrl(url), url).toBe(true)
    for (const url of [...refusedEverywhere, 'metamask://wc'])
      expect(isSafeWebUrl(url), String(url)).toBe(false)
  })
})

describe('isSafeAppLink', () => {
  test('web URLs and app schemes, never script, data or file schemes', () => {
    for (const url of [
      'https://metamask.app.link/wc',
      'metamask://',
      'ledgerlive://wc?uri=x',
      'cbwallet://wsegue',
      'tpoutside://',
    ])
      expect(isSafeAppLink(url), url).toBe(true)
    for (const url of refusedEverywhere)
      expect(isSafeAppLink(url), String(url)).toBe(false)
    for (const url of ['ws://a.example', 'ftp://a.example', 'metamask:wc'])
      expect(isSafeAppLink(url), url).toBe(false)
  })
})
