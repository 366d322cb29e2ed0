import { BaseError } from '@latch/common'

export type ApiErrorType = ApiError & { name: 'ApiError' }

/**
 * A call to the Latch API failed: a non-2xx answer (`status` set, short
 * message 'HTTP status code: {n}', the server's `code` and message kept) or
 * no answer at all (`status` undefined).
 * https://latch.dev/docs/core/api
 */
export class ApiError extends BaseError {
  override name = 'ApiError'
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined
  /** The server's error code from its JSON body, e.g. `PROJECT_NOT_FOUND`. */
  readonly code: string | undefined
  /** The server's message from its JSON body. */
  readonly serverMessage: string | undefined

  constructor(parameters: {
    status?: number | undefined
    code?: string | undefined
    serverMessage?: string | undefined
    path: string
    cause?: unknown
  }) {
    const { status, code, serverMessage, path, cause } = parameters
    super(
      status === undefined
        ? `Request to ${path} failed.`
        : `HTTP status code: ${status}`,
      {
        cause,
        docsPath: '/core/api#errors',
        metaMessages: [
          `Path: ${path}`,
          ...(code || serverMessage
            ? [`Server: ${[code, serverMessage].filter(Boolean).join(' ')}`]
            : []),
        ],
      },
    )
    this.status = status
    this.code = code
    this.serverMessage = serverMessage
  }
}
