import { bitcoin, bitcoinTestnet, type CaipNetworkId } from '@latch/common'

/**
 * Whether a bip122 chain (CAIP-2 id or its reference) uses testnet
 * addresses (`tb1…`, `m…`, `n…`, `2…`): every Bitcoin network but mainnet
 * does (testnet3, testnet4, signet).
 */
export function isTestnetBitcoinChain(chain: CaipNetworkId | string): boolean {
  const reference = chain.startsWith('bip122:') ? chain.slice(7) : chain
  return reference !== bitcoin.id
}

/**
 * The CAIP-2 id of a Bitcoin network as wallets name it: sats-connect's
 * `Mainnet` / `Testnet` / `Signet`…, Wallet Standard `bitcoin:mainnet`,
 * or a CAIP-2 id. Undefined for a name we cannot place.
 */
export function bitcoinChainOf(
  name: unknown,
  networks: readonly {
    caipNetworkId: CaipNetworkId
    testnet?: boolean | undefined
  }[],
): CaipNetworkId | undefined {
  if (typeof name !== 'string') return undefined
  if (/^bip122:[0-9a-f]{32}$/i.test(name)) return name as CaipNetworkId
  const label = name.replace(/^bitcoin:/, '').toLowerCase()
  if (label === 'mainnet') return bitcoin.caipNetworkId
  if (!/^(?:testnet\d*|signet|regtest)$/.test(label)) return undefined
  // The host's own test network when it configured one, else testnet3.
  const configured = networks.find(
    (n) => n.caipNetworkId.startsWith('bip122:') && n.testnet,
  )
  return configured?.caipNetworkId ?? bitcoinTestnet.caipNetworkId
}
