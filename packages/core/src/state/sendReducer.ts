import type { SendState, SentTransaction } from '../send/types.js'
import type { SiwxState } from '../siwx/types.js'
import type { State } from '../types/state.js'

/** The Send flow before anything was entered. */
export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImage: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
}

/** The part of the state the Send and sign-in flows own. */
export type SendSlice = Pick<State, 'send' | 'siwx' | 'sentTransactions'>

/** Sent transactions kept (SPEC §9: pending transactions limit 99). */
const SENT_LIMIT = 99

/** The named events of the Send and sign-in flows. */
export type SendEvent =
  /** The visitor entered or changed token, amount or receiver. */
  | { type: 'send/edited'; patch: Partial<Omit<SendState, 'loading'>> }
  /** The send waits for the wallet (true) or got its answer (false). */
  | { type: 'send/loadingChanged'; loading: boolean }
  /** The send went out, or the visitor left Send: everything starts over. */
  | { type: 'send/reset' }
  /** The wallet sent it: Send starts over, Activity shows it as pending. */
  | { type: 'send/sent'; transaction: SentTransaction }
  /** The sent transaction's receipt came: mined, or reverted. */
  | { type: 'send/settled'; hash: string; status: 'confirmed' | 'failed' }
  /** Sign-in of the active account moved on (see `startSiwx`). */
  | { type: 'siwx/changed'; siwx: SiwxState | undefined }

/**
 * Send (SPEC §3: token, amount, receiver, loading), the sends made, and
 * sign-in state as
 * pure transitions.
 */
export function sendReducer(state: SendSlice, event: SendEvent): SendSlice {
  const send = state.send ?? initialSendState
  switch (event.type) {
    case 'send/edited':
      return { ...state, send: { ...send, ...event.patch } }
    case 'send/loadingChanged':
      return { ...state, send: { ...send, loading: event.loading } }
    case 'send/reset':
      if (!state.send) return state
      return { ...state, send: undefined }
    case 'send/sent':
      return {
        ...state,
        send: undefined,
        sentTransactions: [
          event.transaction,
          ...(state.sentTransactions ?? []),
        ].slice(0, SENT_LIMIT),
      }
    case 'send/settled': {
      const list = state.sentTransactions ?? []
      if (!list.some((t) => t.hash === event.hash && t.status !== event.status))
        return state
      return {
        ...state,
        sentTransactions: list.map((t) =>
          t.hash === event.hash ? { ...t, status: event.status } : t,
        ),
      }
    }
    case 'siwx/changed':
      if (state.siwx === event.siwx) return state
      return { ...state, siwx: event.siwx }
  }
}
