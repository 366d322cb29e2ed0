import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEvmMessage } from './describeEvmMessage.js'

const textOf = (message: string) => {
  const review = describeEvmMessage(message)
  return review.text ?? review.hex
}

describe('describeEvmMessage', () => {
  it('decodes printable UTF-8 hex', () => {
    expect(textOf(stringToHex('Hello, Latch ✓\nline 2'))).toBe(
      'Hello, Latch ✓\nline 2',
    )
  })
  it('keeps binary and invalid UTF-8 as hex', () => {
    expect(describeEvmMessage('0x0001ff')).toEqual({
      namespace: 'eip155',
      kind: 'message',
      hex: '0x0001ff',
      warnings: [],
    })
    expect(textOf('0xc3')).toBe('0xc3')
    expect(textOf('0x123')).toBe('0x123')
  })
  it('keeps plain text', () => {
    expect(textOf('plain')).toBe('plain')
  })
  it('reveals bidi and zero-width characters, with a warning counting them', () => {
    expect(describeEvmMessage(stringToHex('pay \u202Eevil\u200B'))).toEqual({
      namespace: 'eip155',
      kind: 'message',
      text: 'pay ⟨U+202E⟩evil⟨U+200B⟩',
      warnings: [{ kind: 'invisibleCharacters', count: 2 }],
    })
  })
})
