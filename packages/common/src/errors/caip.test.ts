import { expect, test } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.js'

test('InvalidCaipNetworkIdError', () => {
  const error = new InvalidCaipNetworkIdError({ caipNetworkId: 'foo:1' })
  expect(error.name).toBe('InvalidCaipNetworkIdError')
  expect(error.message).toMatchInlineSnapshot(`
    "CAIP-2 network id "foo:1" is invalid.

    Expected "<namespace>:<reference>", where namespace is one of
    eip155, solana, bip122, polkadot, cosmos and reference matches
    [-_a-zA-Z0-9]{1,32}.

    Docs: https://latch.dev/docs/common/caip
    Version: @latch/common@0.1.0"
  `)
})

test('InvalidCaipAddressError', () => {
  const error = new InvalidCaipAddressError({ caipAddress: 'eip155:1' })
  expect(error.name).toBe('InvalidCaipAddressError')
  expect(error.message).toMatchInlineSnapshot(`
    "CAIP-10 address "eip155:1" is invalid.

    Expected "<namespace>:<reference>:<address>" with three non-empty
    parts, a known namespace, reference [-_a-zA-Z0-9]{1,32} and
    address [-.%a-zA-Z0-9]{1,128}.

    Docs: https://latch.dev/docs/common/caip
    Version: @latch/common@0.1.0"
  `)
})
