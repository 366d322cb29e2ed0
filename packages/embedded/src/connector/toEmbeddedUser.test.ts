import { EmbeddedWalletError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { toEmbeddedUser } from './toEmbeddedUser.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('toEmbeddedUser', () => {
  it.each([
    ['no reply', undefined],
    ['null', null],
    ['no address', { email: 'ada@example.com' }],
    ['a short address', { address: '0x1234' }],
    ['an address that is not hex', { address: `0x${'g'.repeat(40)}` }],
    ['a number', { address: 42 }],
  ])(
    "%s: SPEC §8 'A problem occurred while trying initialize authentication'",
    (_, raw) => {
      expect(() => toEmbeddedUser(raw)).toThrow(EmbeddedWalletError)
      expect(() => toEmbeddedUser(raw)).toThrow(
        'A problem occurred while trying initialize authentication',
      )
    },
  )

  it('keeps the checked fields of a well-formed user and drops the rest', () => {
    expect(
      toEmbeddedUser({
        address,
        email: 'ada@example.com',
        userName: 'ada',
        socialProvider: 'github',
        chainId: 31337,
      }),
    ).toEqual({
      address,
      email: 'ada@example.com',
      username: 'ada',
      socialProvider: 'github',
    })
    expect(
      toEmbeddedUser({ address, email: 7, socialProvider: 'myspace' }),
    ).toEqual({ address, email: null })
  })
})
