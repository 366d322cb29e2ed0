import { dispatch } from '../state/dispatch.js'
import { getTransactionEndAction } from '../state/transactionStack.js'
import type { Config } from '../types/config.js'
import { closeModal } from './closeModal.js'
import { dispatchRoute } from './dispatchRoute.js'

export type PopTransactionStackParameters = {
  /**
   * 'success' takes the flow's end step and runs `onSuccess`; 'cancel'
   * goes back one view and runs `onCancel`; 'error' only drops the entry,
   * leaving the view that shows the error.
   */
  status: 'success' | 'cancel' | 'error'
}

/**
 * Ends the newest flow on the transaction stack (SPEC §2). Does nothing
 * when the stack is empty.
 * https://latch.dev/docs/core/router#transaction-stack
 *
 * @example
 * popTransactionStack(config, { status: 'success' })
 */
export function popTransactionStack(
  config: Config,
  parameters: PopTransactionStackParameters,
) {
  const stack = config.state.router.transactionStack ?? []
  const action = stack[stack.length - 1]
  if (!action) return
  dispatch(config, { type: 'router/transactionPopped' })
  if (parameters.status === 'success') {
    const next = getTransactionEndAction(
      config.state.router.history,
      action.end,
    )
    if (next) dispatchRoute(config, next)
    else closeModal(config)
    action.onSuccess?.()
  } else if (parameters.status === 'cancel') {
    dispatchRoute(config, { type: 'goBack' })
    action.onCancel?.()
  }
}
