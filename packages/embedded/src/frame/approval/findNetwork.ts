import {
  arbitrum,
  base,
  celo,
  celoAlfajores,
  devnet,
  devnet2,
  mainnet,
  optimism,
  polygon,
  solanaLocalnet,
} from '@latch/common'

const networks = [
  mainnet,
  base,
  optimism,
  arbitrum,
  polygon,
  celo,
  celoAlfajores,
  devnet,
  devnet2,
  solanaLocalnet,
]

/**
 * The name and native-currency symbol of a known chain (EVM, or the
 * local Solana chain), for the
 * approval screen ("0.1 POL" on Polygon, not "0.1 ETH"); `undefined` for
 * a chain the frame does not know.
 */
export function findNetwork(
  chainId: number | string | undefined,
): { name: string; symbol: string; decimals: number } | undefined {
  if (chainId === undefined) return undefined
  const key = String(chainId)
  const network = networks.find(
    (n) => String(n.id) === key || n.caipNetworkId === key,
  )
  return (
    network && {
      name: network.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    }
  )
}
