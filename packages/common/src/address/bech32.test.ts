import { expect, test } from 'vitest'
import { decodeBech32, wordsToBytes } from './bech32.js'

test('decodes bech32 and bech32m (BIP-173/350 vectors)', () => {
  expect(decodeBech32('A12UEL5L')).toEqual({
    hrp: 'a',
    words: [],
    variant: 'bech32',
  })
  expect(decodeBech32('a1lqfn3a')?.variant).toBe('bech32m')
  expect(
    decodeBech32('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw'),
  ).toMatchObject({ hrp: 'abcdef', variant: 'bech32' })
})

test('rejects bad input', () => {
  for (const value of [
    '',
    'A12UEL5l', // mixed case
    'A12UEL5M', // checksum
    '12UEL5L', // empty hrp
    'a1qqqqq', // too short
    `a1${'q'.repeat(89)}`, // too long
    'a1b2uel5l', // 'b' is not in the charset
  ])
    expect(decodeBech32(value)).toBeUndefined()
})

test('wordsToBytes regroups and rejects bad padding', () => {
  expect(wordsToBytes([])).toEqual([])
  expect(wordsToBytes([31, 28])).toEqual([0xff])
  expect(wordsToBytes([31, 29])).toBeUndefined()
  expect(wordsToBytes([0, 0, 0])).toBeUndefined()
})
