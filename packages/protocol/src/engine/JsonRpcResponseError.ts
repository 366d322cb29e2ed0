import { BaseError } from '@latch/common'

export type JsonRpcResponseErrorType = JsonRpcResponseError & {
  name: 'JsonRpcResponseError'
}

/**
 * The peer answered a request with a JSON-RPC error (`code`, `message`),
 * e.g. 5000 'User rejected.' for a rejected proposal.
 */
export class JsonRpcResponseError extends BaseError {
  declare readonly code: number
  declare readonly data: unknown
  override name = 'JsonRpcResponseError'

  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.message, {
      docsPath: '/protocol/client#errors',
      metaMessages: [`Code: ${error.code}`],
    })
    this.code = error.code
    this.data = error.data
  }
}
