import { expect, test } from 'vitest'
import * as core from './index.js'

// API drift fails here: a change to the public surface is a reviewed change.
test('exports', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})
