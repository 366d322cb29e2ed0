import type { SendState } from '../send/types.js'
import type { Config } from '../types/config.js'

export type GetSendStateReturnType = SendState

const empty: SendState = Object.freeze({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImage: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
})

/**
 * The Send flow's state (SPEC §3): token, amount, receiver and whether a
 * send is waiting for the wallet.
 * https://latch.dev/docs/core/actions/sendToken
 */
export function getSendState(config: Config): GetSendStateReturnType {
  return config.state.send ?? empty
}
