export { createMemoryBus } from '../bus/createMemoryBus.js'
export {
  type CreateRedisBusParameters,
  createRedisBus,
} from '../bus/createRedisBus.js'
export {
  type CreateRelayCoreParameters,
  createRelayCore,
  type RelayCore,
} from '../core/createRelayCore.js'
export type { RelayConnection } from '../core/RelayConnection.js'
export {
  defaultRelayLimits,
  type RelayBus,
  type RelayLimits,
  type RelayMessage,
  type RelayPutRefusal,
  type RelayRateCheck,
  type RelayRateTake,
  type RelaySocket,
  type RelayStore,
  type RelayStoreCaps,
  type RelayStoreRefusal,
} from '../core/types.js'
export { relayMethods } from '../methods/relayMethods.js'
export { type RunCliParameters, runCli } from '../node/runCli.js'
export {
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from '../node/startRelay.js'
export { RelayRpcError } from '../rpc/RelayRpcError.js'
export {
  type RelayErrorCode,
  relayCloseCodes,
  relayErrorCodes,
} from '../rpc/relayErrorCodes.js'
export {
  type CreateMemoryStoreParameters,
  createMemoryStore,
} from '../store/createMemoryStore.js'
export {
  type CreateRedisStoreParameters,
  createRedisStore,
} from '../store/createRedisStore.js'
