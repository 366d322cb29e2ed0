import { describe, expect, it } from 'vitest'
import { assertValidSettle } from './assertValidSettle.js'

const settle = {
  relay: { protocol: 'irn' },
  controller: { publicKey: 'ab', metadata: {} },
  namespaces: {
    eip155: {
      chains: ['eip155:1'],
      accounts: ['eip155:1:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
      methods: [],
      events: [],
    },
  },
  expiry: 2000,
}

describe('assertValidSettle', () => {
  it('accepts a valid settle', () => {
    expect(() => assertValidSettle(settle, 1_000_000)).not.toThrow()
  })
  it('rejects each missing field', () => {
    expect(() => assertValidSettle({ ...settle, relay: {} })).toThrow(
      'relay protocol',
    )
    expect(() =>
      assertValidSettle({ ...settle, controller: {} }, 1_000_000),
    ).toThrow('controller public key')
    expect(() =>
      assertValidSettle({ ...settle, namespaces: { eip155: {} } }, 1_000_000),
    ).toThrow()
    expect(() => assertValidSettle(settle, 2_000_000)).toThrow('Expired.')
  })
})
