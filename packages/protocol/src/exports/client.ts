// @latch/protocol/client: the WalletConnect v2 Sign client (dapp and wallet
// sides), its types, validation helpers and browser-safe storage adapters.
// The Node file adapter lives in @latch/protocol/node.

export {
  type ApproveParameters,
  type ApproveReturnType,
  approve,
} from '../client/approve.js'
export {
  type ApproveSessionAuthenticateParameters,
  approveSessionAuthenticate,
} from '../client/approveSessionAuthenticate.js'
export {
  type AuthenticateParameters,
  authenticate,
} from '../client/authenticate.js'
export {
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../client/connect.js'
export {
  type CreateSignClientParameters,
  createSignClient,
} from '../client/createSignClient.js'
export {
  type DisconnectParameters,
  disconnect,
} from '../client/disconnect.js'
export { type EmitParameters, emit } from '../client/emit.js'
export { type ExtendParameters, extend } from '../client/extend.js'
export {
  type FormatAuthMessageParameters,
  formatAuthMessage,
} from '../client/formatAuthMessage.js'
export { type PairParameters, pair } from '../client/pair.js'
export { type PingParameters, ping } from '../client/ping.js'
export { type RejectParameters, reject } from '../client/reject.js'
export {
  type RejectSessionAuthenticateParameters,
  rejectSessionAuthenticate,
} from '../client/rejectSessionAuthenticate.js'
export { type RequestParameters, request } from '../client/request.js'
export { type RespondParameters, respond } from '../client/respond.js'
export { SignClient } from '../client/SignClient.js'
export { type UpdateParameters, update } from '../client/update.js'
export { buildAuthObject } from '../engine/auth/buildAuthObject.js'
export { buildNamespacesFromAuth } from '../engine/auth/buildNamespacesFromAuth.js'
export {
  type PopulateAuthPayloadParameters,
  populateAuthPayload,
} from '../engine/auth/populateAuthPayload.js'
export { validateCacao } from '../engine/auth/validateCacao.js'
export { verifyCacao } from '../engine/auth/verifyCacao.js'
export {
  JsonRpcResponseError,
  type JsonRpcResponseErrorType,
} from '../engine/JsonRpcResponseError.js'
export type { EngineContext, EngineRelay } from '../engine/types.js'
export { createLocalStorage } from '../store/createLocalStorage.js'
export { createMemoryStorage } from '../store/createMemoryStorage.js'
export type { KeyValueStorage } from '../store/types.js'
export type { AuthPayload, AuthRequest, Cacao } from '../types/auth.js'
export type {
  AuthenticateResult,
  SignClientEventName,
  SignClientEvents,
} from '../types/events.js'
export type {
  Metadata,
  Participant,
  RelayProtocolOptions,
} from '../types/metadata.js'
export type {
  Namespace,
  ProposalNamespace,
  ProposalNamespaces,
  ScopedProperties,
  SessionNamespaces,
  SessionProperties,
} from '../types/namespace.js'
export type { Pairing } from '../types/pairing.js'
export type { Proposal } from '../types/proposal.js'
export type {
  ErrorResponse,
  JsonRpcResponse,
  PendingRequest,
  SessionRequestParams,
} from '../types/request.js'
export type { Session, SessionConfig, TransportType } from '../types/session.js'
export type {
  Validation,
  VerifyContext,
  VerifyResolver,
  VerifyResolverParameters,
} from '../types/verify.js'
export { assertSatisfiesRequired } from '../validation/assertSatisfiesRequired.js'
export { assertValidNamespaces } from '../validation/assertValidNamespaces.js'
export {
  PROPOSAL_EXPIRY,
  REQUEST_EXPIRY_DEFAULT,
  REQUEST_EXPIRY_MAX,
  REQUEST_EXPIRY_MIN,
  SESSION_EXPIRY,
} from '../validation/constants.js'
