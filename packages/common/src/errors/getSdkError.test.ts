import { expect, test } from 'vitest'
import { getSdkError } from './getSdkError.js'

test('returns the wire reason', () => {
  expect(getSdkError('USER_REJECTED')).toEqual({
    code: 5000,
    message: 'User rejected.',
  })
})

test('appends context after a space, like the SDK', () => {
  expect(getSdkError('UNSUPPORTED_CHAINS', 'eip155:999')).toEqual({
    code: 5100,
    message: 'Unsupported chains. eip155:999',
  })
  expect(getSdkError('USER_DISCONNECTED', '').message).toBe(
    'User disconnected.',
  )
})
