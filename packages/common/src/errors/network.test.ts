import { expect, test } from 'vitest'
import { InvalidChainIdError } from './network.js'

test('InvalidChainIdError', () => {
  const error = new InvalidChainIdError({ chainId: '0xzz' })
  expect(error.name).toBe('InvalidChainIdError')
  expect(error.message).toMatchInlineSnapshot(`
    "Chain id "0xzz" is invalid.

    - Expected a positive safe integer, or its hex form such as "0x1".

    Docs: https://latch.dev/docs/common/networks
    Version: @latch/common@0.1.0"
  `)
})
