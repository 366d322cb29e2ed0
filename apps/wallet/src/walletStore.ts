import { devAccounts } from '@latch/devnet'
import type {
  PendingRequest,
  Session,
  SignClientEvents,
} from '@latch/protocol/client'
import type { AuthEvent } from './createAuthQueue.js'
import type { EvmReview } from './evm/reviewEvmRequest.js'
import type { WalletConfig } from './readWalletConfig.js'

/** A proposal waiting for Approve / Reject. */
export type ProposalEvent = SignClientEvents['session_proposal']

/** Everything the wallet UI shows. */
export type WalletState = {
  status: 'starting' | 'ready' | 'failed'
  accountIndex: number
  chainId: number
  proposals: ProposalEvent[]
  /** One-click auth requests: connect and sign in with one approval. */
  auths: AuthEvent[]
  requests: PendingRequest[]
  /**
   * Transaction requests' simulation, fees and tokens by request id:
   * 'loading' until the node answered. Approve signs what is here.
   */
  reviews: Record<number, EvmReview | 'loading'>
  sessions: Session[]
  /** Last outcome, announced in a status region. */
  notice: { text: string; error: boolean } | undefined
  /** A pairing or an answer is being sent. */
  busy: boolean
}

/** Where the wallet remembers the person's account and network. */
export type Prefs = Pick<Storage, 'getItem' | 'setItem'>

export const ACCOUNT_KEY = 'latch-wallet:account'
export const CHAIN_KEY = 'latch-wallet:chain'

export type WalletStore = ReturnType<typeof createWalletStore>

/**
 * The wallet's state, starting on the account and network remembered in
 * `prefs` (when still valid): `set` merges a patch and tells every
 * subscriber.
 */
export function createWalletStore(config: WalletConfig, prefs: Prefs) {
  const chainIds = config.chains.map((chain) => chain.chainId)
  const savedAccount = Number(prefs.getItem(ACCOUNT_KEY) ?? 0)
  const savedChain = Number(prefs.getItem(CHAIN_KEY) ?? chainIds[0])
  let state: WalletState = {
    status: 'starting',
    accountIndex: devAccounts[savedAccount] ? savedAccount : 0,
    chainId: chainIds.includes(savedChain)
      ? savedChain
      : config.chains[0].chainId,
    proposals: [],
    auths: [],
    requests: [],
    reviews: {},
    sessions: [],
    notice: undefined,
    busy: false,
  }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(patch: Partial<WalletState>) {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
