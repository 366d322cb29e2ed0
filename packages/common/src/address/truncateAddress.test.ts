import { expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

const address = '0x1234567890abcdef1234567890abcdef1234abcd'

test('defaults to 6 + 4 characters', () => {
  expect(truncateAddress(address)).toBe('0x1234…abcd')
})

test('custom lengths', () => {
  expect(truncateAddress(address, { start: 4, end: 6 })).toBe('0x12…34abcd')
  expect(truncateAddress(address, { end: 0 })).toBe('0x1234…')
  expect(truncateAddress(address, { start: 0, end: 4 })).toBe('…abcd')
})

test('short values are returned unchanged', () => {
  expect(truncateAddress('')).toBe('')
  expect(truncateAddress('0x12345678')).toBe('0x12345678')
  expect(truncateAddress('0x123456789')).toBe('0x123456789')
  expect(truncateAddress('0x1234567890')).toBe('0x1234…7890')
})

test('negative or fractional lengths are clamped', () => {
  expect(truncateAddress(address, { start: -3, end: 2.9 })).toBe('…cd')
})
