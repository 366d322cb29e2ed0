import { describe, expect, it } from 'vitest'
import { assertAllowedOnChain } from './assertAllowedOnChain.js'

const namespaces = {
  eip155: {
    chains: ['eip155:1'],
    accounts: ['eip155:1:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
    methods: ['personal_sign'],
    events: [],
  },
  'eip155:10': {
    accounts: ['eip155:10:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
    methods: [],
    events: ['chainChanged'],
  },
}

describe('assertAllowedOnChain', () => {
  it('accepts an allowed method on a session chain', () => {
    expect(() =>
      assertAllowedOnChain(namespaces, 'eip155:1', 'method', 'personal_sign'),
    ).not.toThrow()
  })
  it('rejects a chain outside the session', () => {
    expect(() =>
      assertAllowedOnChain(namespaces, 'eip155:5', 'method', 'personal_sign'),
    ).toThrow('Unsupported chains. request() chainId: eip155:5')
    expect(() =>
      assertAllowedOnChain(namespaces, undefined, 'method', 'personal_sign'),
    ).toThrow('Unsupported chains. request() chainId: undefined')
  })
  it('rejects a method not allowed for the namespace', () => {
    expect(() =>
      assertAllowedOnChain(namespaces, 'eip155:1', 'method', 'eth_sign'),
    ).toThrow('Unsupported methods. request() method: eth_sign')
  })
  it('accepts an allowed event', () => {
    expect(() =>
      assertAllowedOnChain(namespaces, 'eip155:10', 'event', 'chainChanged'),
    ).not.toThrow()
  })
  it('rejects an unknown chain or event', () => {
    expect(() =>
      assertAllowedOnChain(namespaces, 'eip155:2', 'event', 'chainChanged'),
    ).toThrow('Unsupported chains. emit() chainId: eip155:2')
    expect(() =>
      assertAllowedOnChain(namespaces, 'eip155:10', 'event', 'x'),
    ).toThrow('Unsupported events. emit() event: x')
  })
})
