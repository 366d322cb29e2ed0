import { expect, test } from 'vitest'
import * as module from './solanaInstructions.js'

test('exports', () => {
  expect(Object.keys(module).sort()).toMatchInlineSnapshot(`
    [
      "describeSolanaInstruction",
      "describeSolanaTransaction",
      "solanaProgramAddresses",
    ]
  `)
})
