import { describe, expect, it } from 'vitest'
import { assertValidNamespaces } from './assertValidNamespaces.js'

const account = 'eip155:1:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'
const base = { methods: ['personal_sign'], events: ['chainChanged'] }

describe('assertValidNamespaces', () => {
  it('accepts proposal namespaces keyed by namespace or chain', () => {
    expect(() =>
      assertValidNamespaces(
        { eip155: { ...base, chains: ['eip155:1'] }, 'solana:abc': base },
        { context: 'connect()' },
      ),
    ).not.toThrow()
  })
  it('rejects a non-object and missing chains', () => {
    expect(() => assertValidNamespaces([], { context: 'x' })).toThrow(
      'namespaces should be an object',
    )
    expect(() =>
      assertValidNamespaces({ eip155: base }, { context: 'x' }),
    ).toThrow('chains must be a non-empty array')
  })
  it('rejects chains of another namespace and unknown keys', () => {
    expect(() =>
      assertValidNamespaces(
        { eip155: { ...base, chains: ['solana:abc'] } },
        { context: 'x' },
      ),
    ).toThrow('does not belong to namespace eip155')
    expect(() =>
      assertValidNamespaces({ 'foo:1': base }, { context: 'x' }),
    ).toThrow('Unsupported namespace key.')
  })
  it('requires methods and events arrays', () => {
    expect(() =>
      assertValidNamespaces(
        { eip155: { chains: ['eip155:1'], methods: 'x', events: [] } },
        { context: 'x' },
      ),
    ).toThrow('needs methods and events arrays')
  })
  it('requires CAIP-10 accounts on the chains when settled', () => {
    const ok = { ...base, chains: ['eip155:1'], accounts: [account] }
    expect(() =>
      assertValidNamespaces(
        { eip155: ok },
        { context: 'x', withAccounts: true },
      ),
    ).not.toThrow()
    expect(() =>
      assertValidNamespaces(
        { eip155: { ...base, accounts: [account] } },
        { context: 'x', withAccounts: true },
      ),
    ).not.toThrow()
    expect(() =>
      assertValidNamespaces(
        {
          eip155: {
            ...ok,
            accounts: ['eip155:5:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
          },
        },
        { context: 'x', withAccounts: true },
      ),
    ).toThrow('Unsupported accounts.')
    expect(() =>
      assertValidNamespaces(
        { eip155: { ...ok, accounts: [] } },
        { context: 'x', withAccounts: true },
      ),
    ).toThrow('Unsupported accounts.')
  })
})
