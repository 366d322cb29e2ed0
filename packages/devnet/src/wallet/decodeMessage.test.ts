import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeMessage } from './decodeMessage.js'

describe('decodeMessage', () => {
  it('decodes printable UTF-8 hex', () => {
    expect(decodeMessage(stringToHex('Hello, Latch ✓\nline 2'))).toBe(
      'Hello, Latch ✓\nline 2',
    )
  })
  it('keeps binary and invalid UTF-8 as hex', () => {
    expect(decodeMessage('0x0001ff')).toBe('0x0001ff')
    expect(decodeMessage('0xc3')).toBe('0xc3')
  })
  it('keeps plain text', () => {
    expect(decodeMessage('plain')).toBe('plain')
  })
})
