import { expect, test } from 'vitest'
import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { Network } from '../types.js'
import { arbitrum } from './arbitrum.js'
import { base } from './base.js'
import { bitcoin } from './bitcoin.js'
import { bitcoinTestnet } from './bitcoinTestnet.js'
import { celo } from './celo.js'
import { celoAlfajores } from './celoAlfajores.js'
import { devnet } from './devnet.js'
import { devnet2 } from './devnet2.js'
import { mainnet } from './mainnet.js'
import { optimism } from './optimism.js'
import { polygon } from './polygon.js'
import { solana } from './solana.js'
import { solanaDevnet } from './solanaDevnet.js'
import { solanaLocalnet } from './solanaLocalnet.js'
import { solanaTestnet } from './solanaTestnet.js'

const all: readonly Network[] = [
  mainnet,
  arbitrum,
  base,
  celo,
  celoAlfajores,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
  devnet,
  devnet2,
]

test.each(all.map((network) => [network.name, network] as const))(
  '%s is consistent',
  (_, network) => {
    const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
    expect(namespace).toBe(network.chainNamespace)
    expect(reference).toBe(String(network.id))
    if (namespace === 'eip155') expect(typeof network.id).toBe('number')
    else expect(typeof network.id).toBe('string')
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    for (const url of network.rpcUrls.default.http)
      expect(url).toMatch(/^https?:\/\//)
  },
)

test('ids and CAIP ids are unique', () => {
  expect(new Set(all.map((n) => n.caipNetworkId)).size).toBe(all.length)
})

test('summary', () => {
  expect(
    all.map(
      (n) =>
        `${n.caipNetworkId} ${n.name} ${n.nativeCurrency.symbol}/${n.nativeCurrency.decimals}${n.testnet ? ' testnet' : ''}`,
    ),
  ).toMatchInlineSnapshot(`
    [
      "eip155:1 Ethereum ETH/18",
      "eip155:42161 Arbitrum One ETH/18",
      "eip155:8453 Base ETH/18",
      "eip155:42220 Celo CELO/18",
      "eip155:44787 Alfajores A-CELO/18 testnet",
      "eip155:10 OP Mainnet ETH/18",
      "eip155:137 Polygon POL/18",
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp Solana SOL/9",
      "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 Solana Devnet SOL/9 testnet",
      "solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m Solana Local SOL/9 testnet",
      "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z Solana Testnet SOL/9 testnet",
      "bip122:000000000019d6689c085ae165831e93 Bitcoin BTC/8",
      "bip122:000000000933ea01ad0ee984209779ba Bitcoin Testnet BTC/8 testnet",
      "eip155:31337 Latch Devnet ETH/18 testnet",
      "eip155:31338 Latch Devnet 2 ETH/18 testnet",
    ]
  `)
})

test('devnets point at the local anvil nodes', () => {
  expect(devnet).toMatchObject({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
  })
  expect(devnet2).toMatchObject({
    id: 31338,
    name: 'Latch Devnet 2',
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  })
})

test('the local Solana chain is LiteSVM behind port 8899, its explorer a custom cluster on that RPC', () => {
  expect(solanaLocalnet).toMatchObject({
    chainNamespace: 'solana',
    nativeCurrency: { symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    testnet: true,
  })
  const explorer = new URL(solanaLocalnet.blockExplorers.default.url)
  expect(explorer.origin).toBe('https://explorer.solana.com')
  expect(explorer.searchParams.get('cluster')).toBe('custom')
  expect(explorer.searchParams.get('customUrl')).toBe(
    solanaLocalnet.rpcUrls.default.http[0],
  )
})

const local: readonly Network[] = [devnet, devnet2, solanaLocalnet]

test('public chains are https with an explorer', () => {
  for (const network of all.filter((n) => !local.includes(n))) {
    expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
  }
})
