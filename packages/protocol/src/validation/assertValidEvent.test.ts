import { describe, expect, it } from 'vitest'
import { assertValidEvent } from './assertValidEvent.js'

const namespaces = {
  'eip155:1': {
    accounts: ['eip155:1:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
    methods: [],
    events: ['chainChanged'],
  },
}

describe('assertValidEvent', () => {
  it('accepts an allowed event', () => {
    expect(() =>
      assertValidEvent(namespaces, {
        chainId: 'eip155:1',
        name: 'chainChanged',
      }),
    ).not.toThrow()
  })
  it('rejects an unknown chain or event', () => {
    expect(() =>
      assertValidEvent(namespaces, {
        chainId: 'eip155:2',
        name: 'chainChanged',
      }),
    ).toThrow('Unsupported chains.')
    expect(() =>
      assertValidEvent(namespaces, { chainId: 'eip155:1', name: 'x' }),
    ).toThrow('Unsupported events. emit() event: x')
  })
})
