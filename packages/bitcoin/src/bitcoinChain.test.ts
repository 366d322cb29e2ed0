import { bitcoin, bitcoinTestnet, mainnet } from '@latch/common'
import { expect, test } from 'vitest'
import { bitcoinChainOf, isTestnetBitcoinChain } from './bitcoinChain.js'

test('only mainnet uses mainnet addresses', () => {
  expect(isTestnetBitcoinChain(bitcoin.caipNetworkId)).toBe(false)
  expect(isTestnetBitcoinChain(bitcoin.id as string)).toBe(false)
  expect(isTestnetBitcoinChain(bitcoinTestnet.caipNetworkId)).toBe(true)
  // testnet4 and signet genesis references
  expect(isTestnetBitcoinChain('bip122:00000000da84f2bafbbc53dee25a72ae')).toBe(
    true,
  )
  expect(isTestnetBitcoinChain('00000008819873e925422c1ff0f99f7c')).toBe(true)
})

test.each([
  ['Mainnet', bitcoin.caipNetworkId],
  ['bitcoin:mainnet', bitcoin.caipNetworkId],
  ['Testnet', bitcoinTestnet.caipNetworkId],
  ['Testnet4', bitcoinTestnet.caipNetworkId],
  ['Signet', bitcoinTestnet.caipNetworkId],
  ['bitcoin:testnet', bitcoinTestnet.caipNetworkId],
  [bitcoin.caipNetworkId, bitcoin.caipNetworkId],
  ['Stacks', undefined],
  ['', undefined],
  [42, undefined],
  [undefined, undefined],
])('wallet network %j → %s', (name, expected) => {
  expect(bitcoinChainOf(name, [mainnet, bitcoin, bitcoinTestnet])).toBe(
    expected,
  )
})

test('a configured test network is preferred for a wallet on testnet', () => {
  const signet = {
    caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
    testnet: true,
  } as const
  expect(bitcoinChainOf('Signet', [bitcoin, signet])).toBe(signet.caipNetworkId)
})
