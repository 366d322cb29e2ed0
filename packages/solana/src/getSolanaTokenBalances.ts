import { formatUnits, type Network } from '@latch/common'
import type { TokenBalance } from '@latch/core'
import { address as toAddress } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { getSolanaBalance } from './getSolanaBalance.js'
import { getSolanaRpc } from './getSolanaRpc.js'

type ParsedTokenAccount = {
  parsed?: {
    info?: {
      mint?: string
      tokenAmount?: {
        amount?: string
        decimals?: number
        uiAmountString?: string
      }
    }
  }
}

/**
 * An address's balances read from the network's RPC, without the Latch API:
 * SOL (getBalance) and each SPL token it holds (getTokenAccountsByOwner,
 * summed per mint). The chain has no token names, so SPL entries are named
 * by their mint; `tokens` supplies names and symbols for known mints.
 * Mints with 0 decimals (NFTs) are left out, as SPEC §5 asks.
 */
export async function getSolanaTokenBalances(
  network: Network,
  owner: string,
  tokens: Readonly<Record<string, { name: string; symbol: string }>> = {},
): Promise<TokenBalance[]> {
  const rpc = getSolanaRpc(network)
  const [native, accounts] = await Promise.all([
    getSolanaBalance(network, owner),
    rpc
      .getTokenAccountsByOwner(
        toAddress(owner),
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      )
      .send(),
  ])
  const byMint = new Map<string, { units: bigint; decimals: number }>()
  for (const { account } of accounts.value) {
    const info = (account.data as ParsedTokenAccount).parsed?.info
    const mint = info?.mint
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    // Decimals 0 are NFTs, not fungible balances (SPEC §5).
    if (
      !mint ||
      !amount ||
      !/^\d+$/.test(amount) ||
      typeof decimals !== 'number' ||
      decimals === 0
    )
      continue
    const held = byMint.get(mint)
    byMint.set(mint, {
      units: (held?.units ?? 0n) + BigInt(amount),
      decimals,
    })
  }
  return [
    {
      name: network.nativeCurrency.name,
      symbol: native.symbol,
      chainId: network.caipNetworkId,
      quantity: {
        decimals: String(native.decimals),
        numeric: native.formatted,
      },
    },
    ...[...byMint].map(([mint, { units, decimals }]) => ({
      name: tokens[mint]?.name ?? mint,
      symbol: tokens[mint]?.symbol ?? `${mint.slice(0, 4)}…`,
      chainId: network.caipNetworkId,
      address: `${network.caipNetworkId}:${mint}`,
      quantity: {
        decimals: String(decimals),
        numeric: formatUnits(units, decimals),
      },
    })),
  ]
}
