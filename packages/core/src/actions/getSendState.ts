import type { SendState } from '../send/types.js'
import { initialSendState } from '../state/sendReducer.js'
import type { Config } from '../types/config.js'

export type GetSendStateReturnType = SendState

/**
 * The Send flow's state (SPEC §3): token, amount, receiver and whether a
 * send is waiting for the wallet.
 * https://latch.dev/docs/core/actions/sendToken
 */
export function getSendState(config: Config): GetSendStateReturnType {
  return config.state.send ?? initialSendState
}
