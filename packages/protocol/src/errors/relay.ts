import { defineError } from '@latch/common'

const docsPath = '/protocol/relay#errors'

export type RelayErrorType = RelayError

/**
 * The relay answered a request with a JSON-RPC error. `code` is the relay's
 * (3000 auth, 3001 rate limit, -32600 payload, -32601 method, -32000
 * handler, -32603 internal).
 */
export class RelayError extends defineError(
  'RelayError',
  ({
    method,
    code,
    message,
    data,
  }: {
    method: string
    code: number
    message: string
    data?: unknown
  }) => ({
    shortMessage: `The relay refused ${method}.`,
    docsPath,
    metaMessages: [`- Code ${code}: ${message}`],
    details: message,
    fields: { code, data },
  }),
) {}

export type RelayTimeoutErrorType = RelayTimeoutError

/** A relay request got no answer in time. */
export class RelayTimeoutError extends defineError(
  'RelayTimeoutError',
  ({ method, timeout }: { method: string; timeout: number }) => ({
    shortMessage: `The relay did not answer ${method} within ${timeout} ms.`,
    docsPath,
  }),
) {}

export type RelayConnectionErrorType = RelayConnectionError

/** The relay could not be reached (after every reconnect attempt). */
export class RelayConnectionError extends defineError(
  'RelayConnectionError',
  ({
    url,
    attempts,
    cause,
    reason,
  }: {
    url: string
    attempts: number
    cause?: unknown
    reason?: string | undefined
  }) => ({
    shortMessage: `Could not connect to the relay at ${url}.`,
    cause,
    docsPath,
    metaMessages: [
      `- Tried ${attempts} time${attempts === 1 ? '' : 's'}.`,
      ...(reason ? [`- ${reason}`] : []),
    ],
  }),
) {}

export type RelayDisconnectedErrorType = RelayDisconnectedError

/** The socket closed while a request was waiting; it is retried after reconnect. */
export class RelayDisconnectedError extends defineError(
  'RelayDisconnectedError',
  ({ code, reason }: { code?: number; reason?: string } = {}) => ({
    shortMessage: 'The relay connection was lost.',
    docsPath,
    metaMessages: code
      ? [`- Close code ${code}${reason ? `: ${reason}` : ''}`]
      : [],
  }),
) {}

export type RelayClosedErrorType = RelayClosedError

/** The relay client was closed with `close()`. */
export class RelayClosedError extends defineError('RelayClosedError', {
  shortMessage: 'The relay client is closed.',
  docsPath: '/protocol/relay',
}) {}
