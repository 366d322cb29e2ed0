// The error factory alone, for code that needs nothing else of
// @latch/common (the relay's JWT check loads it without the networks).
export {
  BaseError,
  type BaseErrorParameters,
  type BaseErrorType,
  type DefinedErrorOptions,
  defineError,
  type ErrorClass,
  type ErrorDefinition,
  type ErrorDefinitionWithFields,
} from '../errors/base.js'
