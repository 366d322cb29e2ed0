import { expect, test } from 'vitest'
import { base } from './chains/base.js'
import { mainnet } from './chains/mainnet.js'
import { solana } from './chains/solana.js'
import { getNetwork } from './getNetwork.js'

const networks = [mainnet, base, solana] as const

test('by numeric id', () => {
  expect(getNetwork(networks, 8453)).toBe(base)
})

test('by string id', () => {
  expect(getNetwork(networks, '1')).toBe(mainnet)
  expect(getNetwork(networks, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
})

test('by CAIP-2 id', () => {
  expect(getNetwork(networks, 'eip155:8453')).toBe(base)
  expect(getNetwork(networks, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
    solana,
  )
})

test('missing', () => {
  expect(getNetwork(networks, 10)).toBeUndefined()
  expect(getNetwork(networks, 'eip155:10')).toBeUndefined()
  expect(getNetwork(networks, '')).toBeUndefined()
  expect(getNetwork([], 1)).toBeUndefined()
})
