import { expect, expectTypeOf, test } from 'vitest'
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

const built = {
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
}

// Each network as it was written out in full before the builders, with the
// caipNetworkId defineNetwork adds last.
const literals: Record<keyof typeof built, unknown> = {
  mainnet: {
    id: 1,
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
    blockExplorers: {
      default: { name: 'Etherscan', url: 'https://etherscan.io' },
    },
    caipNetworkId: 'eip155:1',
  },
  arbitrum: {
    id: 42161,
    chainNamespace: 'eip155',
    name: 'Arbitrum One',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
    blockExplorers: {
      default: { name: 'Arbiscan', url: 'https://arbiscan.io' },
    },
    caipNetworkId: 'eip155:42161',
  },
  base: {
    id: 8453,
    chainNamespace: 'eip155',
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    blockExplorers: {
      default: { name: 'Basescan', url: 'https://basescan.org' },
    },
    caipNetworkId: 'eip155:8453',
  },
  celo: {
    id: 42220,
    chainNamespace: 'eip155',
    name: 'Celo',
    nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
    rpcUrls: { default: { http: ['https://forno.celo.org'] } },
    blockExplorers: {
      default: { name: 'Celo Explorer', url: 'https://celoscan.io' },
    },
    caipNetworkId: 'eip155:42220',
  },
  celoAlfajores: {
    id: 44787,
    chainNamespace: 'eip155',
    name: 'Alfajores',
    nativeCurrency: { name: 'CELO', symbol: 'A-CELO', decimals: 18 },
    rpcUrls: {
      default: { http: ['https://alfajores-forno.celo-testnet.org'] },
    },
    blockExplorers: {
      default: {
        name: 'Celo Explorer',
        url: 'https://celo-alfajores.blockscout.com',
      },
    },
    testnet: true,
    caipNetworkId: 'eip155:44787',
  },
  optimism: {
    id: 10,
    chainNamespace: 'eip155',
    name: 'OP Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
    blockExplorers: {
      default: {
        name: 'Optimism Explorer',
        url: 'https://optimistic.etherscan.io',
      },
    },
    caipNetworkId: 'eip155:10',
  },
  polygon: {
    id: 137,
    chainNamespace: 'eip155',
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
    blockExplorers: {
      default: { name: 'PolygonScan', url: 'https://polygonscan.com' },
    },
    caipNetworkId: 'eip155:137',
  },
  solana: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  },
  solanaDevnet: {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
    blockExplorers: {
      default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' },
    },
    testnet: true,
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  },
  solanaLocalnet: {
    id: 'B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m',
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    blockExplorers: {
      default: {
        name: 'Solana Explorer',
        url: 'https://explorer.solana.com/?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
      },
    },
    testnet: true,
    caipNetworkId: 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m',
  },
  solanaTestnet: {
    id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    chainNamespace: 'solana',
    name: 'Solana Testnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
    blockExplorers: {
      default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' },
    },
    testnet: true,
    caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  },
  bitcoin: {
    id: '000000000019d6689c085ae165831e93',
    chainNamespace: 'bip122',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://mempool.space/api'] } },
    blockExplorers: {
      default: { name: 'Mempool', url: 'https://mempool.space' },
    },
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  },
  bitcoinTestnet: {
    id: '000000000933ea01ad0ee984209779ba',
    chainNamespace: 'bip122',
    name: 'Bitcoin Testnet',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
    blockExplorers: {
      default: { name: 'Mempool', url: 'https://mempool.space/testnet' },
    },
    testnet: true,
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  },
  devnet: {
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
    caipNetworkId: 'eip155:31337',
  },
  devnet2: {
    id: 31338,
    chainNamespace: 'eip155',
    name: 'Latch Devnet 2',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
    caipNetworkId: 'eip155:31338',
  },
}

test.each(Object.keys(built) as (keyof typeof built)[])(
  '%s is the network it was written as',
  (key) => {
    expect(built[key]).toStrictEqual(literals[key])
    // Same keys in the same order, nested ones included.
    expect(JSON.stringify(built[key])).toBe(JSON.stringify(literals[key]))
  },
)

test('the built networks keep their literal types', () => {
  expectTypeOf(mainnet.id).toEqualTypeOf<1>()
  expectTypeOf(mainnet.caipNetworkId).toEqualTypeOf<'eip155:1'>()
  expectTypeOf(mainnet.rpcUrls.default.http).toEqualTypeOf<
    readonly ['https://eth.merkle.io']
  >()
  expectTypeOf(mainnet.blockExplorers.default.name).toEqualTypeOf<'Etherscan'>()
  expectTypeOf(celo.nativeCurrency.symbol).toEqualTypeOf<'CELO'>()
  expectTypeOf(
    solana.caipNetworkId,
  ).toEqualTypeOf<'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'>()
  expectTypeOf(bitcoin.nativeCurrency.decimals).toEqualTypeOf<8>()
  expectTypeOf(devnet.testnet).toEqualTypeOf<true>()
  expectTypeOf(devnet).not.toHaveProperty('blockExplorers')
  expectTypeOf(mainnet).not.toHaveProperty('testnet')
})
