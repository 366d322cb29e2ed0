import type { SendState } from '../send/types.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

export type SetSendStateParameters = Partial<Omit<SendState, 'loading'>>

/**
 * Changes the Send flow's token, amount or receiver (the fields given; the
 * others stay). `loading` belongs to `sendToken`.
 * https://latch.dev/docs/core/actions/sendToken
 *
 * @example
 * setSendState(config, { sendTokenAmount: '1.5' })
 */
export function setSendState(
  config: Config,
  parameters: SetSendStateParameters,
) {
  dispatch(config, { type: 'send/edited', patch: parameters })
}
