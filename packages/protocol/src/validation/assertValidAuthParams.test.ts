import { describe, expect, it } from 'vitest'
import { assertValidAuthParams } from './assertValidAuthParams.js'

const params = {
  chains: ['eip155:1'],
  uri: 'https://a',
  domain: 'a',
  nonce: 'n',
}

describe('assertValidAuthParams', () => {
  it('accepts eip155 chains with uri, domain and nonce', () => {
    expect(() => assertValidAuthParams(params)).not.toThrow()
  })
  it('requires uri, domain and nonce', () => {
    expect(() => assertValidAuthParams({ ...params, nonce: '' })).toThrow(
      'authenticate() nonce is required',
    )
  })
  it('allows only eip155', () => {
    expect(() =>
      assertValidAuthParams({ ...params, chains: ['solana:abc'] }),
    ).toThrow('Only eip155 is supported for authenticated sessions.')
    expect(() => assertValidAuthParams({ ...params, chains: [] })).toThrow()
  })
})
