/** What went wrong in a devnet operation. */
export type DevnetErrorCode =
  | 'ANVIL_NOT_FOUND'
  | 'ANVIL_EXITED'
  | 'ANVIL_TIMEOUT'
  | 'BUNDLER_NOT_FOUND'
  | 'BUNDLER_EXITED'
  | 'BUNDLER_TIMEOUT'
  | 'NO_FREE_PORT'
  | 'RECEIPT_TIMEOUT'
  | 'SEED_ADDRESS_MISMATCH'
  | 'SEED_FAILED'

/**
 * Error thrown by the Node side of `@latch/devnet`. Branch on `code`; `cause`
 * keeps the underlying error when there is one.
 */
export class DevnetError extends Error {
  override name = 'DevnetError' as const
  readonly code: DevnetErrorCode
  readonly shortMessage: string

  constructor(
    code: DevnetErrorCode,
    shortMessage: string,
    options: { details?: string; cause?: unknown } = {},
  ) {
    const message = options.details
      ? `${shortMessage}\n\nDetails: ${options.details}`
      : shortMessage
    super(message, { cause: options.cause })
    this.code = code
    this.shortMessage = shortMessage
  }
}
