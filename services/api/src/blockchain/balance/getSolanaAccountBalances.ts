import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { priceTokens } from '../prices/priceTokens.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import type {
  BlockchainSettings,
  SolanaChainSettings,
} from '../settings/BlockchainSettings.js'
import {
  type BalanceLimits,
  noLimits,
  type TokenBalance,
} from './getAccountBalances.js'
import { type NodeCalls, readChains } from './readChains.js'
import { sumTokenAccounts } from './sumTokenAccounts.js'
import { toTokenBalance } from './toTokenBalance.js'

/** The SPL Token program (the one `@solana-program/token` targets). */
const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** SOL: 9 decimals (1 SOL = 10⁹ lamports). */
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

export type GetSolanaAccountBalancesParameters = {
  /** Owner address, base58 (already checked: 32–44 base58 characters). */
  address: string
  chains: readonly SolanaChainSettings[]
}

/**
 * Reads SOL (getBalance) and the SPL token balances (getTokenAccountsByOwner
 * with the Token program, jsonParsed, amounts summed per mint) of a Solana
 * address, in the same lines and under the same rules as the EVM balances:
 * zero balances left out, one failing cluster a 502, across several the
 * failing ones skipped, `limits` bounding the node calls (2 per cluster).
 * Known mints are named from the chain's token list; others show the
 * chain's decimals and a short mint as symbol.
 */
export async function getSolanaAccountBalances(
  settings: Pick<BlockchainSettings, 'prices'>,
  { address, chains }: GetSolanaAccountBalancesParameters,
  limits: BalanceLimits = noLimits,
): Promise<TokenBalance[]> {
  const planned = chains.slice(
    0,
    Math.max(1, Math.floor(Math.max(1, limits.maxUpstreamCalls) / 2)),
  )
  return readChains(planned, limits, (chain, calls) =>
    getClusterBalances(settings, chain, address, calls),
  )
}

async function getClusterBalances(
  settings: Pick<BlockchainSettings, 'prices'>,
  chain: SolanaChainSettings,
  address: string,
  { queue, timeoutMs }: NodeCalls,
): Promise<TokenBalance[]> {
  const url = chain.rpcUrls[0] ?? ''
  const call = <T>(method: string, params: unknown[]) =>
    queue(() => rpcRequest<T>({ url, method, params, timeoutMs })).catch(
      (error: unknown) => {
        throw refusedAddress(error) ?? error
      },
    )
  const config = { commitment: 'confirmed' }
  const [lamports, tokenAccounts] = await Promise.all([
    call<{ value?: unknown }>('getBalance', [address, config]),
    call<{ value?: unknown }>('getTokenAccountsByOwner', [
      address,
      { programId: TOKEN_PROGRAM_ADDRESS },
      { ...config, encoding: 'jsonParsed' },
    ]),
  ])
  const native = lamports?.value
  if (typeof native !== 'number' || !Number.isSafeInteger(native) || native < 0)
    throw malformed('getBalance')
  const perMint = sumTokenAccounts(tokenAccounts?.value)
  if (!perMint) throw malformed('getTokenAccountsByOwner')

  const chainId = chain.caipNetworkId
  const lines: Omit<Parameters<typeof toTokenBalance>[0], 'price'>[] = []
  if (native > 0)
    lines.push({
      chainId,
      amount: BigInt(native),
      token: SOL,
      iconUrl: chain.nativeIconUrl ?? '',
    })
  for (const [mint, { amount, decimals }] of perMint) {
    if (amount === 0n) continue
    const known = chain.tokens.find((t) => t.mint === mint)
    const token = known
      ? { name: known.name, symbol: known.symbol, decimals }
      : { name: mint, symbol: `${mint.slice(0, 4)}…`, decimals }
    lines.push({
      chainId,
      amount,
      token,
      iconUrl: known?.iconUrl ?? '',
      address: `${chainId}:${mint}`,
    })
  }
  // No swaps on Solana: `priceTokens` answers the static table.
  const prices = await priceTokens(
    settings,
    undefined,
    lines.map((line) => line.token),
  )
  return lines.map((line, i) =>
    toTokenBalance({ ...line, price: prices[i] ?? 0 }),
  )
}

const malformed = (method: string) =>
  new BlockchainApiError(
    502,
    'UPSTREAM_ERROR',
    `The chain node answered ${method} with an unexpected result.`,
  )

/**
 * A node refusing the owner as invalid params (-32602: base58 of the right
 * length that is no 32-byte key) is the caller's bad input, not the node's.
 */
function refusedAddress(error: unknown) {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause
  if (!(error instanceof BlockchainApiError) || cause?.code !== -32602) return
  return new BlockchainApiError(
    400,
    'INVALID_ADDRESS',
    'Invalid Solana address: the chain node refused it (not a 32-byte public key).',
  )
}
