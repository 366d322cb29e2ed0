import type { SessionNamespaces } from '../types/namespace.js'
import type { Session } from '../types/session.js'

export type SessionAction =
  | { type: 'acknowledge' }
  | { type: 'update'; namespaces: SessionNamespaces }
  | { type: 'extend'; expiry: number }

/**
 * Pure session transitions (SPEC §4): acknowledged by the peer, namespaces
 * updated, expiry extended.
 */
export function sessionReducer(
  session: Session,
  action: SessionAction,
): Session {
  switch (action.type) {
    case 'acknowledge':
      return { ...session, acknowledged: true }
    case 'update':
      return { ...session, namespaces: action.namespaces }
    case 'extend':
      return { ...session, expiry: action.expiry }
  }
}
