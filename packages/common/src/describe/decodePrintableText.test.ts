import { describe, expect, it } from 'vitest'
import { decodePrintableText } from './decodePrintableText.js'

describe('decodePrintableText', () => {
  it('reads printable UTF-8, tabs and line breaks included', () => {
    const bytes = new TextEncoder().encode('gm ✓\tok\r\nline 2')
    expect(decodePrintableText(bytes)).toBe('gm ✓\tok\r\nline 2')
  })
  it('is undefined for invalid UTF-8 and control characters', () => {
    expect(decodePrintableText(new Uint8Array([0xff, 0]))).toBeUndefined()
    expect(decodePrintableText(new Uint8Array([0xc3]))).toBeUndefined()
    expect(decodePrintableText(new Uint8Array([0x61, 0x00]))).toBeUndefined()
    expect(decodePrintableText(new Uint8Array([0x1b]))).toBeUndefined()
  })
})
