import { expect, it } from 'vitest'
import { findNetwork } from './findNetwork.js'

it('knows the SPEC chains and the devnets by id or CAIP-2 id', () => {
  expect(findNetwork(137)).toEqual({
    name: 'Polygon',
    symbol: 'POL',
    decimals: 18,
  })
  expect(findNetwork('eip155:31337')).toMatchObject({
    name: 'Latch Devnet',
    symbol: 'ETH',
  })
  expect(findNetwork('8453')).toMatchObject({ name: 'Base' })
  expect(findNetwork(999_999)).toBeUndefined()
  expect(findNetwork(undefined)).toBeUndefined()
})
