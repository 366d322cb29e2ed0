/** Connection status; `idle` until the first request (lazy connect). */
export type RelayState = {
  status: 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed'
  /** `close()` was called: the client stays closed. */
  closedByUser: boolean
}

export type RelayAction =
  | { type: 'connect' }
  | { type: 'open' }
  | { type: 'lost' }
  | { type: 'fail' }
  | { type: 'close' }

export const initialRelayState: RelayState = {
  status: 'idle',
  closedByUser: false,
}

/** Pure transition function of the relay connection. */
export function relayReducer(
  state: RelayState,
  action: RelayAction,
): RelayState {
  if (state.closedByUser) return state
  switch (action.type) {
    case 'connect':
      // Only from rest: idle, or closed after failed reconnects.
      return state.status === 'idle' || state.status === 'closed'
        ? { ...state, status: 'connecting' }
        : state
    case 'open':
      return { ...state, status: 'open' }
    case 'lost':
      return state.status === 'open'
        ? { ...state, status: 'reconnecting' }
        : state
    case 'fail':
      return { ...state, status: 'closed' }
    case 'close':
      return { status: 'closed', closedByUser: true }
  }
}
