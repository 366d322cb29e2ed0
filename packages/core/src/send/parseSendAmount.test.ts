import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/types.js'
import { InvalidSendAmountError } from './errors.js'
import { getMaxSendAmount } from './getMaxSendAmount.js'
import { getTokenUnits } from './getTokenUnits.js'
import { parseSendAmount } from './parseSendAmount.js'

const reason = (amount: string, decimals: number) => {
  try {
    parseSendAmount(amount, decimals)
  } catch (error) {
    if (error instanceof InvalidSendAmountError) return error.reason
    throw error
  }
  return 'ok'
}

describe('parseSendAmount', () => {
  it('converts to smallest units exactly, without floats', () => {
    expect(parseSendAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseSendAmount('0.1', 18)).toBe(100_000_000_000_000_000n)
    // 0.1 + 0.2 is 0.30000000000000004 in floats; here it is exact.
    expect(parseSendAmount('0.3', 18)).toBe(
      parseSendAmount('0.1', 18) + parseSendAmount('0.2', 18),
    )
    expect(parseSendAmount('123456789.123456789123456789', 18)).toBe(
      123_456_789_123_456_789_123_456_789n,
    )
    expect(parseSendAmount(' 2 ', 6)).toBe(2_000_000n)
    expect(parseSendAmount('.5', 6)).toBe(500_000n)
    expect(parseSendAmount('5.', 6)).toBe(5_000_000n)
    expect(parseSendAmount('7', 0)).toBe(7n)
    // Trailing zeros beyond the decimals are not precision.
    expect(parseSendAmount('1.500000', 2)).toBe(150n)
  })

  it('respects the token decimals', () => {
    expect(parseSendAmount('0.000001', 6)).toBe(1n)
    expect(reason('0.0000001', 6)).toBe('precision')
    expect(reason('1.5', 0)).toBe('precision')
  })

  it.each([
    '',
    ' ',
    '.',
    '-1',
    '+1',
    '1e18',
    '1,5',
    '1,000',
    '0x10',
    'abc',
    '1.2.3',
    'Infinity',
    'NaN',
  ])('rejects %j', (amount) => {
    expect(reason(amount, 18)).toBe('format')
  })

  it('rejects zero', () => {
    for (const amount of ['0', '0.0', '.0', '000'])
      expect(reason(amount, 18)).toBe('zero')
  })
})

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '9999.987654321987654321' },
}
const ldt: TokenBalance = {
  name: 'Latch Demo Token',
  symbol: 'LDT',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '18', numeric: '999995.000000000000000001' },
}

describe('getTokenUnits / getMaxSendAmount', () => {
  it('reads balances exactly', () => {
    expect(getTokenUnits(ldt)).toBe(999_995_000_000_000_000_000_001n)
    expect(
      getTokenUnits({ ...ldt, quantity: { decimals: '6', numeric: 'x' } }),
    ).toBe(0n)
  })

  it('sends a whole ERC-20 balance, fee or not', () => {
    expect(getMaxSendAmount({ token: ldt })).toBe('999995.000000000000000001')
    expect(getMaxSendAmount({ token: ldt, fee: 10n ** 18n })).toBe(
      '999995.000000000000000001',
    )
  })

  it('keeps the network fee back from the native balance', () => {
    expect(getMaxSendAmount({ token: eth })).toBe('9999.987654321987654321')
    expect(getMaxSendAmount({ token: eth, fee: 21_000n * 10n ** 9n })).toBe(
      '9999.987633321987654321',
    )
    const max = getMaxSendAmount({ token: eth, fee: 21_000n * 10n ** 9n })
    expect(parseSendAmount(max, 18) + 21_000n * 10n ** 9n).toBe(
      getTokenUnits(eth),
    )
  })

  it('never goes below zero', () => {
    const dust = { ...eth, quantity: { decimals: '18', numeric: '0.000001' } }
    expect(getMaxSendAmount({ token: dust, fee: 10n ** 18n })).toBe('0')
  })
})
