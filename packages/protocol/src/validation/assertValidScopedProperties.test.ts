import { describe, expect, it } from 'vitest'
import { assertValidScopedProperties } from './assertValidScopedProperties.js'

const namespaces = { eip155: { chains: ['eip155:1'] } }

describe('assertValidScopedProperties', () => {
  it('accepts keys that are namespaces or chains of the namespaces', () => {
    expect(() =>
      assertValidScopedProperties(
        { eip155: { a: 1 }, 'eip155:1': { b: 2 } },
        namespaces,
        'x',
      ),
    ).not.toThrow()
    expect(() =>
      assertValidScopedProperties(undefined, namespaces, 'x'),
    ).not.toThrow()
  })
  it('rejects keys outside the namespaces', () => {
    expect(() =>
      assertValidScopedProperties({ solana: {} }, namespaces, 'approve()'),
    ).toThrow('approve(), scopedProperties key solana is not in the namespaces')
    expect(() =>
      assertValidScopedProperties({ 'eip155:5': {} }, namespaces, 'x'),
    ).toThrow('Missing or invalid.')
  })
})
