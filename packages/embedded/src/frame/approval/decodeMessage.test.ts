import { describe, expect, it } from 'vitest'
import { decodeMessage } from './decodeMessage.js'

const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

describe('decodeMessage', () => {
  it('decodes UTF-8 hex', () => {
    expect(decodeMessage(hex('Hello\nwörld ✓'))).toBe('Hello\nwörld ✓')
  })
  it('keeps plain text as it is', () => {
    expect(decodeMessage('Sign in to example.com')).toBe(
      'Sign in to example.com',
    )
  })
  it('keeps hex that is not readable text', () => {
    expect(decodeMessage('0xff00fe')).toBe('0xff00fe')
    expect(decodeMessage(hex('a\u0000b'))).toBe(hex('a\u0000b'))
    const hash = `0x${'ab'.repeat(32)}`
    expect(decodeMessage(hash)).toBe(hash)
  })
  it('cuts very long messages', () => {
    expect(decodeMessage('x'.repeat(5000))).toHaveLength(4001)
  })
  it('shows non-strings as JSON', () => {
    expect(decodeMessage({ a: 1 })).toBe('{"a":1}')
    expect(decodeMessage(undefined)).toBe('')
  })
})
