import { expect, it } from 'vitest'
import * as wagmi from './index.js'

it('exports the public API', () => {
  expect(Object.keys(wagmi).sort()).toMatchInlineSnapshot(`
    [
      "latch",
      "latchWallet",
    ]
  `)
})
