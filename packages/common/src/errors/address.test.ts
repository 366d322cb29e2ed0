import { expect, test } from 'vitest'
import { InvalidAddressError } from './address.js'

test('InvalidAddressError', () => {
  const error = new InvalidAddressError({ address: '0x123' })
  expect(error.name).toBe('InvalidAddressError')
  expect(error.message).toMatchInlineSnapshot(`
    "Address "0x123" is invalid.

    - Address must be 40 hex characters, optionally prefixed by 0x.

    Docs: https://latch.dev/docs/common/address
    Version: @latch/common@0.1.0"
  `)
})

test('InvalidAddressError (checksum)', () => {
  const error = new InvalidAddressError({
    address: '0x52908400098527886E0F7030069857D2E4169Ee7',
    reason: 'checksum',
  })
  expect(error.message).toMatchInlineSnapshot(`
    "Address "0x52908400098527886E0F7030069857D2E4169Ee7" is invalid.

    - Mixed-case address does not match its EIP-55 checksum.

    Docs: https://latch.dev/docs/common/address
    Version: @latch/common@0.1.0"
  `)
})
