import { describe, expect, it } from 'vitest'
import { readChainId } from './readChainId.js'

describe('readChainId', () => {
  it.each([
    [undefined, undefined],
    [1, 1],
    [31337, 31337],
    ['31337', 31337],
    ['0x7a69', 31337],
    ['eip155:10', 10],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
  ])('%j → %j', (input, output) => {
    expect(readChainId(input)).toEqual(output)
  })

  it.each([
    0,
    -1,
    1.5,
    Number.NaN,
    2 ** 60,
    '0',
    '0x0',
    'abc',
    '',
    'eip155:',
    null,
    {},
    [1],
    `0x${'f'.repeat(20)}`,
  ])('refuses %j', (input) => {
    expect(() => readChainId(input)).toThrowError('Invalid request: chainId')
  })
})
