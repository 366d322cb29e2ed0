import { expect, it } from 'vitest'
import * as verify from './verify.js'

it('exports', () => {
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "createVerifyResolver",
      "verifyAttestationJwt",
    ]
  `)
})
