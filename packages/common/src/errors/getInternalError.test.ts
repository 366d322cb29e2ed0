import { expect, test } from 'vitest'
import { getInternalError } from './getInternalError.js'

test('returns code and message', () => {
  expect(getInternalError('NOT_INITIALIZED')).toEqual({
    code: 1,
    message: 'Not initialized.',
  })
})

test('appends context after a space, like the SDK', () => {
  expect(getInternalError('NO_MATCHING_KEY', 'session: abc')).toEqual({
    code: 2,
    message: 'No matching key. session: abc',
  })
  expect(getInternalError('EXPIRED', 42).message).toBe('Expired. 42')
})
