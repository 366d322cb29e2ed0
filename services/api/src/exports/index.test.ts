import { expect, test } from 'vitest'
import * as api from './index.js'

test('public API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot()
})
