import { getSdkError } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { assertValidReason } from './assertValidReason.js'

describe('assertValidReason', () => {
  it('accepts an SDK error', () => {
    expect(() =>
      assertValidReason(getSdkError('USER_REJECTED'), 'reject()'),
    ).not.toThrow()
  })
  it('rejects a string code or a missing message', () => {
    expect(() =>
      assertValidReason({ code: '5000', message: 'x' }, 'reject()'),
    ).toThrow('Missing or invalid. reject() reason:')
    expect(() => assertValidReason({ code: 1 }, 'x')).toThrow()
    expect(() => assertValidReason(undefined, 'x')).toThrow()
  })
})
