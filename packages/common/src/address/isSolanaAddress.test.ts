import { expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

test.each([
  '11111111111111111111111111111111',
  '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  '1'.repeat(32),
  'z'.repeat(44),
])('valid %s', (value) => {
  expect(isSolanaAddress(value)).toBe(true)
})

test.each([
  '',
  '1'.repeat(31),
  'z'.repeat(45),
  `0${'1'.repeat(31)}`,
  `O${'1'.repeat(31)}`,
  `I${'1'.repeat(31)}`,
  `l${'1'.repeat(31)}`,
  `${'1'.repeat(31)} `,
  '0x52908400098527886E0F7030069857D2E4169EE7',
])('invalid %j', (value) => {
  expect(isSolanaAddress(value)).toBe(false)
})
