import type { AccountType } from '@latch/common/embedded-protocol'
import type { EmbeddedSocialProvider, EmbeddedUser } from '../auth/types.js'
import type { State } from '../types/state.js'

/** The part of the state the embedded wallet's flows own. */
export type EmbeddedState = Pick<
  State,
  | 'embeddedUser'
  | 'embeddedApproval'
  | 'socialLogin'
  | 'preferredAccountTypes'
  | 'farcasterUrl'
>

/** The named events of the embedded wallet: its user, approvals, social login. */
export type EmbeddedEvent =
  /** The frame reported its user (login, e-mail update); undefined after sign-out. */
  | { type: 'embedded/userChanged'; user: EmbeddedUser | undefined }
  /** The user chose the account type of a chain (SPEC §3 per chain). */
  | {
      type: 'embedded/accountTypeChosen'
      caipNetworkId: string
      accountType: AccountType
    }
  /** The frame shows a request for approval. */
  | {
      type: 'embedded/approvalOpened'
      method: string
      title?: string | undefined
    }
  /** The frame is done with it, or the visitor left the view. */
  | { type: 'embedded/approvalClosed' }
  /** A social login's popup opened. */
  | { type: 'social/started'; provider: EmbeddedSocialProvider }
  /** The social login connected. */
  | { type: 'social/succeeded' }
  /** The social login failed (the service or the frame refused it). */
  | { type: 'social/failed' }
  /** The visitor gave the login up (Cancel, back, close, the popup closed). */
  | { type: 'social/cancelled' }
  /**
   * The Farcaster sign-in URL (SPEC §3 account farcaster url): set by
   * `getFarcasterUri`, cleared when the login ends or the visitor goes back.
   */
  | { type: 'social/farcasterUrl'; url: string | undefined }

/**
 * The embedded wallet's flows as pure transitions. A social login is
 * `pending` until it succeeds, fails or is cancelled; outcomes only apply
 * to a pending login, so a cancelled one that finishes late changes nothing
 * here (the connection itself still counts).
 */
export function embeddedReducer(
  state: EmbeddedState,
  event: EmbeddedEvent,
): EmbeddedState {
  switch (event.type) {
    case 'embedded/userChanged':
      return { ...state, embeddedUser: event.user }
    case 'embedded/accountTypeChosen':
      return {
        ...state,
        preferredAccountTypes: {
          ...state.preferredAccountTypes,
          [event.caipNetworkId]: event.accountType,
        },
      }
    case 'embedded/approvalOpened':
      return {
        ...state,
        embeddedApproval: { method: event.method, title: event.title },
      }
    case 'embedded/approvalClosed':
      if (!state.embeddedApproval) return state
      return { ...state, embeddedApproval: undefined }
    case 'social/started':
      return {
        ...state,
        socialLogin: { provider: event.provider, status: 'pending' },
      }
    case 'social/succeeded':
      return settle(state, 'succeeded')
    case 'social/failed':
      return settle(state, 'failed')
    case 'social/cancelled':
      return settle(state, 'cancelled')
    case 'social/farcasterUrl':
      return state.farcasterUrl === event.url
        ? state
        : { ...state, farcasterUrl: event.url }
  }
}

function settle(
  state: EmbeddedState,
  status: 'succeeded' | 'failed' | 'cancelled',
): EmbeddedState {
  const login = state.socialLogin
  if (login?.status !== 'pending') return state
  return { ...state, socialLogin: { ...login, status } }
}

/** The social login flow's state (SPEC §4 social login). */
export type SocialLoginState = {
  readonly provider: EmbeddedSocialProvider
  readonly status: 'pending' | 'succeeded' | 'failed' | 'cancelled'
}
