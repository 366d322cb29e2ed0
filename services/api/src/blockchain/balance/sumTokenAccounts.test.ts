import { describe, expect, it } from 'vitest'
import { sumTokenAccounts } from './sumTokenAccounts.js'

const mintA = 'So11111111111111111111111111111111111111112'
const mintB = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const account = (mint: string, amount: string, decimals: number) => ({
  pubkey: 'x',
  account: {
    data: {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: { mint, tokenAmount: { amount, decimals } },
      },
    },
  },
})

describe('sumTokenAccounts', () => {
  it('sums the accounts of one mint (raw amounts, beyond 2^53)', () => {
    const sums = sumTokenAccounts([
      account(mintA, '18446744073709551615', 9),
      account(mintB, '5', 6),
      account(mintA, '1', 9),
    ])
    expect(sums).toEqual(
      new Map([
        [mintA, { amount: 18446744073709551616n, decimals: 9 }],
        [mintB, { amount: 5n, decimals: 6 }],
      ]),
    )
    expect(sumTokenAccounts([])).toEqual(new Map())
  })

  it.each([
    ['not a list', { value: [] }],
    ['null entry', [null]],
    ['base64 data', [{ account: { data: ['AAAA', 'base64'] } }]],
    ['bad mint', [account('0xabc', '1', 6)]],
    ['negative amount', [account(mintA, '-1', 6)]],
    [
      'numeric amount',
      [
        {
          ...account(mintA, '1', 6),
          account: {
            data: {
              parsed: {
                info: { mint: mintA, tokenAmount: { amount: 1, decimals: 6 } },
              },
            },
          },
        },
      ],
    ],
    ['bad decimals', [account(mintA, '1', 1.5)]],
  ])('refuses a malformed answer: %s', (_, value) => {
    expect(sumTokenAccounts(value)).toBeUndefined()
  })
})
