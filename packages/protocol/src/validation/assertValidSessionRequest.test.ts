import { describe, expect, it } from 'vitest'
import { assertValidSessionRequest } from './assertValidSessionRequest.js'

const namespaces = {
  eip155: {
    chains: ['eip155:1'],
    accounts: ['eip155:1:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
    methods: ['personal_sign'],
    events: [],
  },
}

describe('assertValidSessionRequest', () => {
  it('accepts an allowed method on a session chain', () => {
    expect(() =>
      assertValidSessionRequest(namespaces, {
        chainId: 'eip155:1',
        method: 'personal_sign',
      }),
    ).not.toThrow()
  })
  it('rejects a chain outside the session', () => {
    expect(() =>
      assertValidSessionRequest(namespaces, {
        chainId: 'eip155:5',
        method: 'personal_sign',
      }),
    ).toThrow('Unsupported chains. request() chainId: eip155:5')
  })
  it('rejects a method not allowed for the namespace', () => {
    expect(() =>
      assertValidSessionRequest(namespaces, {
        chainId: 'eip155:1',
        method: 'eth_sign',
      }),
    ).toThrow('Unsupported methods. request() method: eth_sign')
  })
})
