import { BaseError } from '@latch/common'

export type RelayErrorType = RelayError & { name: 'RelayError' }

/**
 * The relay answered a request with a JSON-RPC error. `code` is the relay's
 * (3000 auth, 3001 rate limit, -32600 payload, -32601 method, -32000
 * handler, -32603 internal).
 */
export class RelayError extends BaseError {
  override name = 'RelayError'
  declare readonly code: number
  declare readonly data: unknown

  constructor({
    method,
    code,
    message,
    data,
  }: {
    method: string
    code: number
    message: string
    data?: unknown
  }) {
    super(`The relay refused ${method}.`, {
      docsPath: '/protocol/relay#errors',
      metaMessages: [`- Code ${code}: ${message}`],
      details: message,
    })
    this.code = code
    this.data = data
  }
}

export type RelayTimeoutErrorType = RelayTimeoutError & {
  name: 'RelayTimeoutError'
}

/** A relay request got no answer in time. */
export class RelayTimeoutError extends BaseError {
  override name = 'RelayTimeoutError'

  constructor({ method, timeout }: { method: string; timeout: number }) {
    super(`The relay did not answer ${method} within ${timeout} ms.`, {
      docsPath: '/protocol/relay#errors',
    })
  }
}

export type RelayConnectionErrorType = RelayConnectionError & {
  name: 'RelayConnectionError'
}

/** The relay could not be reached (after every reconnect attempt). */
export class RelayConnectionError extends BaseError {
  override name = 'RelayConnectionError'

  constructor({
    url,
    attempts,
    cause,
    reason,
  }: {
    url: string
    attempts: number
    cause?: unknown
    reason?: string | undefined
  }) {
    super(`Could not connect to the relay at ${url}.`, {
      cause,
      docsPath: '/protocol/relay#errors',
      metaMessages: [
        `- Tried ${attempts} time${attempts === 1 ? '' : 's'}.`,
        ...(reason ? [`- ${reason}`] : []),
      ],
    })
  }
}

export type RelayDisconnectedErrorType = RelayDisconnectedError & {
  name: 'RelayDisconnectedError'
}

/** The socket closed while a request was waiting; it is retried after reconnect. */
export class RelayDisconnectedError extends BaseError {
  override name = 'RelayDisconnectedError'

  constructor({ code, reason }: { code?: number; reason?: string } = {}) {
    super('The relay connection was lost.', {
      docsPath: '/protocol/relay#errors',
      metaMessages: code
        ? [`- Close code ${code}${reason ? `: ${reason}` : ''}`]
        : [],
    })
  }
}

export type RelayClosedErrorType = RelayClosedError & {
  name: 'RelayClosedError'
}

/** The relay client was closed with `close()`. */
export class RelayClosedError extends BaseError {
  override name = 'RelayClosedError'

  constructor() {
    super('The relay client is closed.', { docsPath: '/protocol/relay' })
  }
}
