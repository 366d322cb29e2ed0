export { type WithRetryParameters, withRetry } from '@latch/common'
export {
  type DecodeEnvelopeErrorType,
  type DecodeEnvelopeParameters,
  decodeEnvelope,
} from '../crypto/decodeEnvelope.js'
export {
  type DeriveSymKeyErrorType,
  deriveSymKey,
} from '../crypto/deriveSymKey.js'
export {
  type EncodeEnvelopeErrorType,
  type EncodeEnvelopeParameters,
  encodeEnvelope,
} from '../crypto/encodeEnvelope.js'
export {
  type GenerateKeyPairReturnType,
  generateKeyPair,
} from '../crypto/generateKeyPair.js'
export { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
export { type HashKeyErrorType, hashKey } from '../crypto/hashKey.js'
export { hashMessage } from '../crypto/hashMessage.js'
export {
  type ReadEnvelopeTypeErrorType,
  type ReadEnvelopeTypeReturnType,
  readEnvelopeType,
} from '../crypto/readEnvelopeType.js'
export {
  EnvelopeError,
  type EnvelopeErrorReason,
  type EnvelopeErrorType,
  InvalidKeyError,
  type InvalidKeyErrorType,
} from '../errors/crypto.js'
export {
  RelayClosedError,
  type RelayClosedErrorType,
  RelayConnectionError,
  type RelayConnectionErrorType,
  RelayDisconnectedError,
  type RelayDisconnectedErrorType,
  RelayError,
  type RelayErrorType,
  RelayTimeoutError,
  type RelayTimeoutErrorType,
} from '../errors/relay.js'
export {
  InvalidPairingUriError,
  type InvalidPairingUriErrorType,
} from '../errors/uri.js'
export { formatJsonRpcError } from '../jsonrpc/formatJsonRpcError.js'
export { formatJsonRpcRequest } from '../jsonrpc/formatJsonRpcRequest.js'
export { formatJsonRpcResult } from '../jsonrpc/formatJsonRpcResult.js'
export { getBigIntRpcId } from '../jsonrpc/getBigIntRpcId.js'
export { isJsonRpcError } from '../jsonrpc/isJsonRpcError.js'
export { isJsonRpcRequest } from '../jsonrpc/isJsonRpcRequest.js'
export { isJsonRpcResponse } from '../jsonrpc/isJsonRpcResponse.js'
export { isJsonRpcResult } from '../jsonrpc/isJsonRpcResult.js'
export { payloadId } from '../jsonrpc/payloadId.js'
export { type RpcMethod, rpcOptions } from '../jsonrpc/rpcOptions.js'
export type {
  JsonRpcError,
  JsonRpcErrorObject,
  JsonRpcId,
  JsonRpcPayload,
  JsonRpcRequest,
  JsonRpcResponse,
  JsonRpcResult,
} from '../jsonrpc/types.js'
export {
  type FormatLinkModeUrlParameters,
  formatLinkModeUrl,
} from '../linkmode/formatLinkModeUrl.js'
export {
  type ParsedLinkModeUrl,
  parseLinkModeUrl,
} from '../linkmode/parseLinkModeUrl.js'
export {
  type CreateRelayClientParameters,
  type CreateRelayClientReturnType,
  createRelayClient,
} from '../relay/createRelayClient.js'
export { fetchMessages } from '../relay/fetchMessages.js'
export { RelayClient } from '../relay/RelayClient.js'
export type {
  ApproveSessionParameters,
  ProposeSessionParameters,
  PublishParameters,
  RelayClientEvents,
  RelayClientOptions,
  RelayMessage,
  RelayStatus,
  WebSocketConstructor,
  WebSocketLike,
} from '../relay/types.js'
export {
  type FormatPairingUriParameters,
  formatPairingUri,
} from '../uri/formatPairingUri.js'
export {
  type ParsePairingUriErrorType,
  type ParsePairingUriReturnType,
  parsePairingUri,
} from '../uri/parsePairingUri.js'
export { Subscribable } from '../utils/Subscribable.js'
export { version } from '../utils/version.js'
export {
  type WithTimeoutParameters,
  withTimeout,
} from '../utils/withTimeout.js'
