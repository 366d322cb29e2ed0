import { BaseError, type BaseErrorParameters } from './base.js'
import {
  type InternalErrorKey,
  internalErrors,
  type SdkErrorKey,
  sdkErrors,
} from './sdk-errors.js'

export type ProtocolErrorKey = SdkErrorKey | InternalErrorKey

export type ProtocolErrorType = ProtocolError & { name: 'ProtocolError' }

/**
 * A WalletConnect protocol error (a key of `sdkErrors` or `internalErrors`).
 * `shortMessage` is the wire message (with `context` appended), so
 * `{ code, message: shortMessage }` can be sent to a peer as is.
 *
 * @example
 * throw new ProtocolError('NO_MATCHING_KEY', { context: `session: ${topic}` })
 */
export class ProtocolError extends BaseError {
  declare readonly code: number
  declare readonly key: ProtocolErrorKey

  override name = 'ProtocolError'

  constructor(
    key: ProtocolErrorKey,
    parameters: BaseErrorParameters & {
      context?: string | number | undefined
    } = {},
  ) {
    const { context, ...rest } = parameters
    const entry =
      key in sdkErrors
        ? sdkErrors[key as SdkErrorKey]
        : internalErrors[key as InternalErrorKey]
    super(context ? `${entry.message} ${context}` : entry.message, {
      docsPath: '/common/errors#protocol',
      ...rest,
    })
    this.code = entry.code
    this.key = key
  }
}
