import {
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '@latch/common'
import type { DataKind } from './dataKey.js'

/** How long each kind stays fresh (SPEC §9 cache lifetimes). */
export const dataLifetime: { readonly [K in DataKind]: number } = {
  balance: NATIVE_BALANCE_CACHE_MS,
  tokenBalances: PORTFOLIO_CACHE_MS,
  // NFT holdings are part of the portfolio: the same 30 s.
  nfts: PORTFOLIO_CACHE_MS,
  names: NAME_CACHE_MS,
  identity: IDENTITY_CACHE_MS,
  // Each ask loads the first page again (SPEC §9 gives history no
  // lifetime); concurrent asks share one request.
  history: 0,
  // The directory changes rarely; it shares the portfolio's 30 s.
  wallets: PORTFOLIO_CACHE_MS,
  // A batch's status is polled while pending: never served from cache.
  callsStatus: 0,
  capabilities: PORTFOLIO_CACHE_MS,
  // Gas depends on the chain's state: estimated again on every ask.
  gasEstimate: 0,
  // A mined transaction's receipt never changes.
  receipt: Number.POSITIVE_INFINITY,
  // Smart sessions: a grant or revoke here invalidates them; another
  // device's shows within the portfolio's 30 s.
  permissions: PORTFOLIO_CACHE_MS,
  // A chain's swap list changes with the server's settings only.
  swapTokens: PORTFOLIO_CACHE_MS,
  // Pools move every block: priced again on every ask (the Swap view
  // asks on input and every 15 s); concurrent asks share one request.
  swapQuote: 0,
}
