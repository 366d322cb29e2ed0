import type { RelayErrorCode } from './relayErrorCodes.js'

/**
 * A JSON-RPC error the relay sends back for one request. Thrown inside method
 * handlers and turned into `{code, message, data?}` by the dispatcher.
 */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  readonly code: RelayErrorCode
  readonly data: string | undefined

  constructor(code: RelayErrorCode, message: string, data?: string) {
    super(message)
    this.code = code
    this.data = data
  }
}
