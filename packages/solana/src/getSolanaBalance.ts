import { formatUnits, type Network } from '@latch/common'
import { address as toAddress } from '@solana/kit'
import { getSolanaRpc } from './getSolanaRpc.js'

/**
 * An address's SOL balance from the network's RPC (getBalance, lamports;
 * SOL has 9 decimals).
 */
export async function getSolanaBalance(network: Network, owner: string) {
  const { value } = await getSolanaRpc(network)
    .getBalance(toAddress(owner), { commitment: 'confirmed' })
    .send()
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
