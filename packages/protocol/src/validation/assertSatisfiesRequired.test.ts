import { describe, expect, it } from 'vitest'
import { assertSatisfiesRequired } from './assertSatisfiesRequired.js'

const required = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign'],
    events: ['chainChanged'],
  },
}
const approved = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: ['eip155:1:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
    methods: ['personal_sign', 'eth_sign'],
    events: ['chainChanged'],
  },
}

describe('assertSatisfiesRequired', () => {
  it('accepts a superset', () => {
    expect(() => assertSatisfiesRequired(required, approved)).not.toThrow()
    expect(() => assertSatisfiesRequired({}, approved)).not.toThrow()
  })
  it('rejects a missing chain, method or event', () => {
    expect(() =>
      assertSatisfiesRequired(
        { eip155: { ...required.eip155, chains: ['eip155:5'] } },
        approved,
      ),
    ).toThrow('chain eip155:5 is required')
    expect(() =>
      assertSatisfiesRequired(required, {
        eip155: { ...approved.eip155, methods: [] },
      }),
    ).toThrow('method personal_sign is required on eip155:1')
    expect(() =>
      assertSatisfiesRequired(required, {
        eip155: { ...approved.eip155, events: [] },
      }),
    ).toThrow('Non conforming namespaces.')
  })
})
