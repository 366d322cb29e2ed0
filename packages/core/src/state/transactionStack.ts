import type { Route } from '../types/route.js'
import type { History, RouterAction } from './routerReducer.js'

/**
 * How a flow on the transaction stack ends when it succeeds (SPEC §2): one
 * view back, back to the view before sign-in ('replace'), or a reset to a
 * given view.
 */
export type TransactionEnd =
  | { readonly type: 'goBack' }
  | { readonly type: 'replace' }
  | { readonly type: 'reset'; readonly route: Route }

/**
 * One entry of the transaction stack: where the flow ends, and what runs
 * when it succeeds or is cancelled. Kept in `state.router` (callbacks, like
 * connectors, are the part of state that is not serialisable).
 */
export type TransactionAction = {
  readonly end: TransactionEnd
  readonly onSuccess?: (() => void) | undefined
  readonly onCancel?: (() => void) | undefined
}

/** Views of a sign-in that a 'replace' end goes back past. */
const signInViews: readonly string[] = ['ConnectingSiwe', 'SIWXSignMessage']

/**
 * The router action that ends a successful flow, or undefined to close the
 * modal: 'replace' goes back to the view before the first sign-in view and
 * closes when there is none (or nothing before it).
 */
export function getTransactionEndAction(
  history: History,
  end: TransactionEnd,
): RouterAction | undefined {
  switch (end.type) {
    case 'goBack':
      return { type: 'goBack' }
    case 'reset':
      return { type: 'reset', route: end.route }
    case 'replace': {
      const index = history.findIndex((r) => signInViews.includes(r.view))
      return index > 0 ? { type: 'goBackToIndex', index: index - 1 } : undefined
    }
  }
}
