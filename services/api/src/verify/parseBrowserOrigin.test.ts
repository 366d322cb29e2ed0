import { describe, expect, test } from 'vitest'
import { parseBrowserOrigin } from './parseBrowserOrigin.js'

describe('parseBrowserOrigin', () => {
  test('takes the origin of a Referer or Origin value', () => {
    expect(parseBrowserOrigin('https://dapp.example/')).toBe(
      'https://dapp.example',
    )
    expect(parseBrowserOrigin('https://Dapp.Example:443/a/b?c=1#d')).toBe(
      'https://dapp.example',
    )
    expect(parseBrowserOrigin('http://127.0.0.1:5173/page')).toBe(
      'http://127.0.0.1:5173',
    )
    expect(parseBrowserOrigin('http://[::1]:8080/')).toBe('http://[::1]:8080')
    expect(parseBrowserOrigin('https://bücher.example/')).toBe(
      'https://xn--bcher-kva.example',
    )
  })

  test('is empty for none, opaque origins and garbage', () => {
    for (const value of [
      undefined,
      '',
      'null',
      'file:///etc/passwd',
      'data:text/html,x',
      'about:blank',
      'not a url',
      '/relative/path',
      `https://${'a'.repeat(5000)}.example/`,
      'https://under_score.example/',
    ])
      expect(parseBrowserOrigin(value)).toBe('')
  })
})
