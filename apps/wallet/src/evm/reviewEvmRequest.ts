import { findEvmTokens } from '@latch/common/describe'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import type { WalletChain } from '../readWalletConfig.js'
import {
  type PreparedTransaction,
  prepareEvmTransactions,
} from './prepareEvmTransactions.js'
import { readEvmCalls } from './readEvmCalls.js'
import { readTokenInfo, type TokenInfo } from './readTokenInfo.js'
import {
  type EvmSimulation,
  simulateEvmCalls,
  simulationResultOf,
} from './simulateEvmCalls.js'

/** What the wallet found out about a transaction request before the prompt. */
export type EvmReview = {
  /** The account the transactions were prepared for. */
  from: Address
  /** Exactly what Approve signs, or why the fee could not be set. */
  transactions: PreparedTransaction[] | { error: string }
  /** Σ gas × maxFeePerGas in wei, when the transactions are prepared. */
  maxFee?: bigint | undefined
  simulation: EvmSimulation
  /** Token contracts named by the calls or the simulation, by lowercase address. */
  tokens: Record<string, TokenInfo>
}

const reason = (error: unknown) =>
  (error as { shortMessage?: string }).shortMessage ??
  (error instanceof Error ? error.message : String(error))

/** A client for reviews: one try, 10 s, so a dead node fails the review quickly. */
export function reviewClient(chain: WalletChain): PublicClient {
  return createPublicClient({
    transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }),
  })
}

/**
 * Simulates an `eth_sendTransaction` / `wallet_sendCalls` on the chain's
 * node, then sets its gas and fees (prepareEvmTransactions, computed once:
 * Approve signs these) and reads the symbol and decimals of every token
 * involved. Never throws: a malformed request or a node that cannot
 * estimate ends up in `transactions.error`, one without eth_simulateV1 in
 * `simulation`. Undefined for other methods.
 */
export async function reviewEvmRequest({
  method,
  params,
  chain,
  from,
  client = reviewClient(chain),
}: {
  method: string
  params: unknown
  chain: WalletChain
  from: Address
  client?: PublicClient
}): Promise<EvmReview | undefined> {
  if (method !== 'eth_sendTransaction' && method !== 'wallet_sendCalls')
    return undefined
  let calls: ReturnType<typeof readEvmCalls>
  try {
    calls = readEvmCalls(method, params)
  } catch (error) {
    return {
      from,
      transactions: { error: reason(error) },
      simulation: { status: 'unavailable', reason: reason(error) },
      tokens: {},
    }
  }
  const simulation = await simulateEvmCalls({ client, from, calls })
  let transactions: EvmReview['transactions']
  try {
    transactions = await prepareEvmTransactions({
      client,
      from,
      calls,
      ...(simulation.status === 'ok' && { simulatedGas: simulation.gasUsed }),
    })
  } catch (error) {
    transactions = { error: reason(error) }
  }
  const tokens: Record<string, TokenInfo> = {}
  const changes = simulationResultOf(simulation)?.changes
  await Promise.all(
    findEvmTokens(calls, changes).map(async (address) => {
      tokens[address] = await readTokenInfo(client, address)
    }),
  )
  return {
    from,
    transactions,
    ...(Array.isArray(transactions) && {
      maxFee: transactions.reduce((sum, t) => sum + t.gas * t.maxFeePerGas, 0n),
    }),
    simulation,
    tokens,
  }
}
