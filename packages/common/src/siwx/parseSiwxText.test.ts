import { describe, expect, it } from 'vitest'
import { formatSiwxText } from './formatSiwxText.js'
import { isRfc3339DateTime } from './isRfc3339DateTime.js'
import { isRfc3986Authority } from './isRfc3986Authority.js'
import { isRfc3986Uri } from './isRfc3986Uri.js'
import { parseSiwxText } from './parseSiwxText.js'
import type { SiwxText } from './SiwxText.js'

const text: SiwxText = {
  domain: 'app.example:5173',
  chain: 'Ethereum',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to the demo.',
  uri: 'https://app.example:5173/',
  version: '1',
  chainId: '31337',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-24T06:00:00.000Z',
  expirationTime: '2026-11-25T06:00:00.000Z',
  notBefore: '2026-11-24T05:59:00.000Z',
  requestId: 'req-1',
  resources: ['https://app.example/terms', 'ipfs://bafy'],
}
const message = formatSiwxText(text)
const replace = (from: string, to: string) => message.replace(from, to)

describe('parseSiwxText', () => {
  it('reads back what formatSiwxText writes, field by field', () => {
    expect(parseSiwxText(message)).toEqual({ text })
    const bare = formatSiwxText({ ...text, statement: undefined })
    expect(parseSiwxText(bare).text?.statement).toBeUndefined()
  })

  it.each([
    [
      'optional fields out of order',
      (m: string) =>
        m.replace(
          'Expiration Time: 2026-11-25T06:00:00.000Z\nNot Before: 2026-11-24T05:59:00.000Z',
          'Not Before: 2026-11-24T05:59:00.000Z\nExpiration Time: 2026-11-25T06:00:00.000Z',
        ),
    ],
    [
      'an optional field twice',
      (m: string) =>
        m.replace('Request ID: req-1', 'Request ID: req-1\nRequest ID: req-2'),
    ],
    [
      'Feb 31',
      () => replace('2026-11-24T06:00:00.000Z\n', '2026-02-31T06:00:00.000Z\n'),
    ],
    [
      'hour 24',
      () => replace('2026-11-24T06:00:00.000Z\n', '2026-11-24T24:00:00.000Z\n'),
    ],
    [
      'Feb 29 outside a leap year',
      () => replace('2026-11-24T06:00:00.000Z\n', '2026-02-29T06:00:00Z\n'),
    ],
    ['a CR line end', () => replace('Version: 1\n', 'Version: 1\r\n')],
    ['a trailing line break', () => `${message}\n`],
    ['an unknown field', () => replace('Request ID', 'Request Id')],
    [
      'a lower-case address',
      () => replace(text.address, text.address.toLowerCase()),
    ],
    ['a 7-character nonce', () => replace('abcDEF123456', 'abcDEF1')],
    [
      'a URI with a space',
      () => replace('https://app.example:5173/', 'https://app.example/ x'),
    ],
    ['a statement with non-ASCII', () => replace('demo.', 'démo.')],
    ['version 2', () => replace('Version: 1', 'Version: 2')],
  ])('refuses %s', (_, make) => {
    expect(parseSiwxText(make(message)).problem).toBeDefined()
  })

  it('reads CAIP-122 messages of other chains with their reference', () => {
    const solana = formatSiwxText({
      ...text,
      chain: 'Solana',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseSiwxText(solana).text?.chainId).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })
})

describe('the grammar pieces', () => {
  it('knows real dates from impossible ones', () => {
    expect(isRfc3339DateTime('2024-02-29T23:59:59+14:00')).toBe(true)
    expect(isRfc3339DateTime('2000-02-29T00:00:00Z')).toBe(true)
    expect(isRfc3339DateTime('1900-02-29T00:00:00Z')).toBe(false)
    expect(isRfc3339DateTime('2021-04-31T00:00:00Z')).toBe(false)
    expect(isRfc3339DateTime('2021-13-01T00:00:00Z')).toBe(false)
    expect(isRfc3339DateTime('2021-01-01T00:60:00Z')).toBe(false)
    expect(isRfc3339DateTime('2021-01-01t00:00:00z')).toBe(false)
  })

  it('reads URIs and authorities by RFC 3986', () => {
    for (const uri of [
      'https://[::cafe]',
      'https://127.0.0.1:4361/?query=one#begin',
      'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
      'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
      'did:pkh:eip155:1:0xab',
    ])
      expect(isRfc3986Uri(uri)).toBe(true)
    for (const uri of [':not_a_uri', 'https://a b', 'https://[::g]', 'é:x'])
      expect(isRfc3986Uri(uri)).toBe(false)
    expect(isRfc3986Authority('test@127.0.0.1:8080')).toBe(true)
    expect(isRfc3986Authority('[::cafe]')).toBe(true)
    expect(isRfc3986Authority('#notrfc4501')).toBe(false)
    expect(isRfc3986Authority('')).toBe(false)
    expect(isRfc3986Authority('a/b')).toBe(false)
  })
})
