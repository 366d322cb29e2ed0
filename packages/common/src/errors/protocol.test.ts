import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { ProtocolError } from './protocol.js'

test('sdk key', () => {
  const error = new ProtocolError('USER_DISCONNECTED')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('ProtocolError')
  expect(error.code).toBe(6000)
  expect(error.key).toBe('USER_DISCONNECTED')
  expect(error.shortMessage).toBe('User disconnected.')
  expect(error.message).toMatchInlineSnapshot(`
    "User disconnected.

    Docs: https://latch.dev/docs/common/errors#protocol
    Version: @latch/common@0.1.0"
  `)
})

test('internal key with context and cause', () => {
  const cause = new Error('store miss')
  const error = new ProtocolError('NO_MATCHING_KEY', {
    context: 'session: 5f3a',
    cause,
  })
  expect(error.code).toBe(2)
  expect(error.shortMessage).toBe('No matching key. session: 5f3a')
  expect(error.cause).toBe(cause)
  expect(error.message).toMatchInlineSnapshot(`
    "No matching key. session: 5f3a

    Docs: https://latch.dev/docs/common/errors#protocol
    Details: store miss
    Version: @latch/common@0.1.0"
  `)
})
