import { type BaseErrorParameters, defineError } from './base.js'
import {
  type InternalErrorKey,
  internalErrors,
  type SdkErrorKey,
  sdkErrors,
  withContext,
} from './sdk-errors.js'

export type ProtocolErrorKey = SdkErrorKey | InternalErrorKey

export type ProtocolErrorType = ProtocolError

/**
 * A WalletConnect protocol error (a key of `sdkErrors` or `internalErrors`).
 * `shortMessage` is the wire message (with `context` appended), so
 * `{ code, message: shortMessage }` can be sent to a peer as is.
 *
 * @example
 * throw new ProtocolError('NO_MATCHING_KEY', { context: `session: ${topic}` })
 */
export class ProtocolError extends defineError(
  'ProtocolError',
  (
    key: ProtocolErrorKey,
    parameters: BaseErrorParameters & {
      context?: string | number | undefined
    } = {},
  ) => {
    const { context, ...rest } = parameters
    const { code, message } = withContext(
      key in sdkErrors
        ? sdkErrors[key as SdkErrorKey]
        : internalErrors[key as InternalErrorKey],
      context,
    )
    return {
      docsPath: '/common/errors#protocol',
      ...rest,
      shortMessage: message,
      fields: { code, key },
    }
  },
) {}
