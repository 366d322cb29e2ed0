import { expect, test } from 'vitest'
import { chainNamespaces } from './chainNamespaces.js'

test('namespaces follow the CAIP-2 namespace charset', () => {
  expect(chainNamespaces).toEqual([
    'eip155',
    'solana',
    'bip122',
    'polkadot',
    'cosmos',
  ])
  for (const namespace of chainNamespaces)
    expect(namespace).toMatch(/^[-a-z0-9]{3,8}$/)
})
