import type { SendState } from '../send/types.js'
import type { Config } from '../types/config.js'
import { getSendState } from './getSendState.js'

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
  config.setState((s) => ({
    ...s,
    send: { ...getSendState(config), ...parameters },
  }))
}
