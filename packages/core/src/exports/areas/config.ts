// @latch/core, config: createConfig and its lifetime (hydrate, server
// rendering, destroy), the data layer, the effects a host may start, small
// helpers (createEmitter, shallowEqual, toProviderError) and the config errors.

export { createEmitter, type Emitter } from '@latch/common'
export {
  cookieToInitialState,
  type InitialState,
} from '../../actions/cookieToInitialState.js'
export { destroyConfig } from '../../actions/destroyConfig.js'
export {
  type HydrateParameters,
  type HydrateReturnType,
  hydrate,
} from '../../actions/hydrate.js'
export {
  type CreateConfigParameters,
  createConfig,
  type SignInConfig,
} from '../../createConfig.js'
export type {
  DataCache,
  DataEntry,
  DataStatus,
  FetchOptions,
  InvalidateOptions,
} from '../../data/createDataCache.js'
export { type DataKind, dataKey, keyMatches } from '../../data/dataKey.js'
export { dataLifetime } from '../../data/dataLifetime.js'
export { startStatus } from '../../effects/startStatus.js'
export { startWhen } from '../../effects/startWhen.js'
export {
  ConflictingSignInOptionsError,
  type ConflictingSignInOptionsErrorType,
  InvalidConfigError,
  type InvalidConfigErrorType,
  NamespaceAdapterMissingError,
  type NamespaceAdapterMissingErrorType,
  ProjectIdNotConfiguredError,
  type ProjectIdNotConfiguredErrorType,
} from '../../errors/config.js'
export type { LogEntry } from '../../logger/createLogger.js'
export { shallowEqual } from '../../utils/shallowEqual.js'
export { toProviderError } from '../../utils/toProviderError.js'
