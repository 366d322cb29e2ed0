import { describe, expect, it } from 'vitest'
import { assertValidResponse } from './assertValidResponse.js'

describe('assertValidResponse', () => {
  it('accepts a result or an error', () => {
    expect(() =>
      assertValidResponse({ id: 1, jsonrpc: '2.0', result: '0x' }),
    ).not.toThrow()
    expect(() =>
      assertValidResponse({
        id: 1,
        jsonrpc: '2.0',
        error: { code: 5000, message: 'User rejected.' },
      }),
    ).not.toThrow()
  })
  it('rejects missing id, jsonrpc or payload', () => {
    expect(() => assertValidResponse({ jsonrpc: '2.0', result: 1 })).toThrow()
    expect(() => assertValidResponse({ id: 1, result: 1 })).toThrow()
    expect(() => assertValidResponse({ id: 1, jsonrpc: '2.0' })).toThrow(
      'Missing or invalid. respond() response:',
    )
  })
})
