import { dispatch } from '../state/dispatch.js'
import type { TransactionAction } from '../state/transactionStack.js'
import type { Config } from '../types/config.js'

/**
 * Starts a flow on the transaction stack (SPEC §2): `end` says where the
 * modal goes when the flow succeeds; `onSuccess` and `onCancel` run when
 * it is popped.
 * https://latch.dev/docs/core/router#transaction-stack
 *
 * @example
 * pushTransactionStack(config, { end: { type: 'reset', route: { view: 'Account' } } })
 */
export function pushTransactionStack(
  config: Config,
  action: TransactionAction,
) {
  dispatch(config, { type: 'router/transactionPushed', action })
}
