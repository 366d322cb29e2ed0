import { version } from '../version.js'

/** Base URL of the documentation that `docsPath` is appended to. */
const docsBaseUrl = 'https://latch.dev/docs'

export type BaseErrorParameters = {
  /** The error (or anything thrown) that led to this one. */
  cause?: unknown
  /** Longer technical detail; defaults to the cause's details or message. */
  details?: string | undefined
  /** Path under https://latch.dev/docs, e.g. `/common/caip`. */
  docsPath?: string | undefined
  /** Extra lines shown between the short message and `Docs:`. */
  metaMessages?: readonly string[] | undefined
  /** Overrides `name`, for subclasses that do not declare a `name` field. */
  name?: string | undefined
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * Root of every error Latch throws. The message has a fixed layout:
 * short message, blank line, meta lines, `Docs:`, `Details:`, `Version:`.
 *
 * https://latch.dev/docs/common/errors
 *
 * @example
 * throw new BaseError('Something failed.', { details: 'socket closed' })
 */
export class BaseError extends Error {
  // Assigned in the constructor (declared only: no field definitions).
  declare details: string
  declare docsPath: string | undefined
  declare metaMessages: readonly string[] | undefined
  declare shortMessage: string
  declare version: string

  override name = 'BaseError'

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    const details =
      parameters.details ??
      (cause instanceof BaseError
        ? cause.details
        : cause instanceof Error
          ? cause.message
          : '')
    const docsPath =
      parameters.docsPath ??
      (cause instanceof BaseError ? cause.docsPath : undefined)
    const fullVersion = `@latch/common@${version}`

    const message = [
      shortMessage || 'An error occurred.',
      '',
      ...(metaMessages?.length ? [...metaMessages, ''] : []),
      ...(docsPath ? [`Docs: ${docsBaseUrl}${docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
      `Version: ${fullVersion}`,
    ].join('\n')

    super(message, cause === undefined ? undefined : { cause })

    this.details = details
    this.docsPath = docsPath
    this.metaMessages = metaMessages
    this.shortMessage = shortMessage
    this.version = fullVersion
    if (parameters.name) this.name = parameters.name
  }

  /**
   * Follows the `cause` chain. Without `fn`, returns the innermost cause;
   * with `fn`, returns the first error (this one included) for which `fn`
   * returns true, or `null`.
   */
  walk(): unknown
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  // Bounded to survive cyclic cause chains.
  let current = error
  for (let depth = 0; depth < 32; depth++) {
    if (fn?.(current)) return current
    const next =
      current && typeof current === 'object' && 'cause' in current
        ? current.cause
        : undefined
    if (next === undefined) break
    current = next
  }
  return fn ? null : current
}
