import { describe, expect, it } from 'vitest'
import { assertValidSessionProperties } from './assertValidSessionProperties.js'

describe('assertValidSessionProperties', () => {
  it('accepts non-null values', () => {
    expect(() =>
      assertValidSessionProperties({ a: '1', b: 0, c: false }, 'x'),
    ).not.toThrow()
  })
  it('rejects null values and non-objects', () => {
    expect(() =>
      assertValidSessionProperties({ a: null }, 'connect()'),
    ).toThrow('connect(), sessionProperties.a must not be null')
    expect(() => assertValidSessionProperties('x', 'x')).toThrow(
      'must be an object',
    )
  })
})
