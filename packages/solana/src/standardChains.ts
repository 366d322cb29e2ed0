import type { CaipNetworkId } from '@latch/common'

/**
 * Wallet Standard wallets name Solana clusters `solana:mainnet`,
 * `solana:devnet`, `solana:testnet`, `solana:localnet`; Latch's networks
 * use CAIP-2 ids (the genesis hash's first 32 characters).
 */
const clusterNames: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  // Latch's local chain (solanaLocalnet).
  B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m: 'solana:localnet',
}

/**
 * How the wallet names the cluster of `caipNetworkId`: the CAIP-2 id when
 * the wallet lists it, else the cluster name it lists, else the CAIP-2 id.
 */
export function toStandardChain(
  walletChains: readonly string[],
  caipNetworkId: CaipNetworkId,
): `${string}:${string}` {
  if (walletChains.includes(caipNetworkId)) return caipNetworkId
  const name = clusterNames[caipNetworkId.slice('solana:'.length)]
  if (name && walletChains.includes(name)) return name as `solana:${string}`
  return caipNetworkId
}

/** Whether the wallet lists the cluster (by CAIP-2 id or cluster name). */
export function supportsChain(
  walletChains: readonly string[],
  caipNetworkId: CaipNetworkId,
): boolean {
  return walletChains.includes(toStandardChain(walletChains, caipNetworkId))
}
