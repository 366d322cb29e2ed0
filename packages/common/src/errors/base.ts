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
    // Bounded to survive cyclic cause chains.
    let current: unknown = this
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
}

// defineError lives here, not in a file of its own, so that bundlers put it
// in BaseError's chunk: as its own module it became a chunk of its own that
// every chunk with an error imports (+0.15 KB gzip on the first load).

/** What an error says: its short message and the rest of its layout. */
export type ErrorDefinition = Omit<BaseErrorParameters, 'name'> & {
  shortMessage: string
}

/** Options of an error whose definition is fixed: what went wrong before. */
export type DefinedErrorOptions = Pick<BaseErrorParameters, 'cause' | 'details'>

/**
 * What a definition function returns: the error's layout, and the `fields`
 * the error keeps for callers to branch on (a reason, a code, a count).
 */
export type ErrorDefinitionWithFields<fields extends object> =
  ErrorDefinition & {
    /** Own properties of the error, e.g. `{ reason }`. */
    fields?: fields | undefined
  }

/** A class made by {@link defineError}. */
export type ErrorClass<
  name extends string,
  parameters extends unknown[],
  fields extends object = object,
> = new (
  ...parameters: parameters
) => BaseError & { name: name } & Readonly<fields>

/**
 * Makes the class of an error from its name and its message layout, so that
 * each error is one declaration. With a fixed definition the constructor
 * takes `{ cause, details }`; with a function, the function's parameters
 * (and it passes `cause` on itself, if any), and what it returns in
 * `fields` becomes properties of the error. Extend the result to give the
 * error its exported name (and any statics). The class's `name` is the
 * literal, so the viem-style `XErrorType` is the class itself.
 *
 * https://latch.dev/docs/common/errors
 *
 * @example
 * export class SendInProgressError extends defineError('SendInProgressError', {
 *   shortMessage: 'A send is already in progress',
 *   docsPath: '/core/actions/sendToken',
 * }) {}
 * export class InvalidPsbtError extends defineError(
 *   'InvalidPsbtError',
 *   (details: string) => ({ shortMessage: 'Invalid PSBT', details }),
 * ) {}
 * export class EmailCooldownError extends defineError(
 *   'EmailCooldownError',
 *   (seconds: number) => ({
 *     shortMessage: `Please try again after ${seconds} seconds`,
 *     fields: { seconds },
 *   }),
 * ) {}
 */
export function defineError<const name extends string>(
  name: name,
  definition: ErrorDefinition,
): ErrorClass<name, [options?: DefinedErrorOptions]>
export function defineError<
  const name extends string,
  parameters extends unknown[],
  fields extends object = object,
>(
  name: name,
  definition: (...parameters: parameters) => ErrorDefinitionWithFields<fields>,
): ErrorClass<name, parameters, fields>
/* @__NO_SIDE_EFFECTS__ */
export function defineError(
  name: string,
  definition:
    | ErrorDefinition
    | ((...parameters: unknown[]) => ErrorDefinitionWithFields<object>),
): ErrorClass<string, unknown[]> {
  return class extends BaseError {
    override name = name

    constructor(...parameters: unknown[]) {
      const {
        shortMessage,
        fields,
        ...rest
      }: ErrorDefinitionWithFields<object> =
        typeof definition === 'function'
          ? definition(...parameters)
          : { ...(parameters[0] as DefinedErrorOptions), ...definition }
      super(shortMessage, rest)
      Object.assign(this, fields)
    }
  }
}
