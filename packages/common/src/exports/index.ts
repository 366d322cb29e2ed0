// @latch/common: CAIP ids, networks, address validation, units and number
// formatting, typed errors and shared constants. Explicit named re-exports
// only, so bundlers can drop what a page does not use.

export {
  type GetEvmAddressErrorType,
  getEvmAddress,
} from '../address/getEvmAddress.js'
export { isAddress } from '../address/isAddress.js'
export {
  type IsBitcoinAddressParameters,
  isBitcoinAddress,
} from '../address/isBitcoinAddress.js'
export { isEvmAddress } from '../address/isEvmAddress.js'
export { isSolanaAddress } from '../address/isSolanaAddress.js'
export {
  type TruncateAddressParameters,
  truncateAddress,
} from '../address/truncateAddress.js'
export type { TokenBalance } from '../balance/TokenBalance.js'
export {
  type ChainNamespace,
  chainNamespaces,
} from '../caip/chainNamespaces.js'
export {
  type FormatCaipAddressErrorType,
  type FormatCaipAddressParameters,
  formatCaipAddress,
} from '../caip/formatCaipAddress.js'
export {
  type FormatCaipNetworkIdErrorType,
  type FormatCaipNetworkIdParameters,
  formatCaipNetworkId,
} from '../caip/formatCaipNetworkId.js'
export { isCaipAddress } from '../caip/isCaipAddress.js'
export { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
export {
  type ParseCaipAddressErrorType,
  type ParseCaipAddressReturnType,
  parseCaipAddress,
} from '../caip/parseCaipAddress.js'
export {
  type ParseCaipNetworkIdErrorType,
  type ParseCaipNetworkIdReturnType,
  parseCaipNetworkId,
} from '../caip/parseCaipNetworkId.js'
export type { CaipAddress, CaipNetworkId } from '../caip/types.js'
export {
  FALLBACK_POLLING_MS,
  FALLBACK_SAMPLE_COUNT,
  HTTP_BATCH_SIZE,
  LATCH_VERSION,
  RETRY_HTTP_STATUSES,
  RETRY_MAX_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '../constants/api.js'
export {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WALLET_FIRST,
  type ConnectMethod,
} from '../constants/connectMethods.js'
export {
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants/dataLifetime.js'
export { EMAIL_COOLDOWN_MS } from '../constants/embeddedWallet.js'
export { LOGGER_MAX_BYTES } from '../constants/logger.js'
export {
  CONNECTOR_ORDER,
  type ConnectorGroupName,
  IMAGE_PRELOAD_WAIT_MS,
  MODAL_WIDTH_PX,
  RECOMMENDED_WALLETS,
  SHAKE_MS,
  VIEW_ANIMATION_MS,
} from '../constants/modal.js'
export {
  NAME_CHAIN_ID_LIMIT,
  NAME_MIN_LENGTH,
  NAME_SUFFIXES,
} from '../constants/names.js'
export {
  ERROR_TELEMETRY_MAX,
  ERROR_TELEMETRY_WINDOW_MS,
} from '../constants/telemetry.js'
export {
  LINK_MODE_INITIAL_URL_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from '../constants/walletConnect.js'
export {
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_MAX,
  WALLET_SEARCH_MIN_WAIT_MS,
} from '../constants/walletDirectory.js'
export {
  BALANCE_RETRY_BLOCK_MS,
  DEBOUNCE_MS,
  DEFAULT_SOCIALS,
  FARCASTER_RELOAD_DELAY_MS,
  FIAT_BALANCE_CURRENCY,
  QUERY_GC_MS,
  RECENT_WALLETS_MAX,
  SOLANA_SIGNED_TRANSACTION_MIN_BYTES,
  STORAGE_VERSION,
  TOAST_RESHOW_DELAY_MS,
} from '../constants.js'
export {
  InvalidAddressError,
  type InvalidAddressErrorType,
} from '../errors/address.js'
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
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from '../errors/caip.js'
export {
  type ChainErrorOptions,
  ExecutionRevertedError,
  type ExecutionRevertedErrorType,
  FeeCapTooHighError,
  type FeeCapTooHighErrorType,
  FeeCapTooLowError,
  type FeeCapTooLowErrorType,
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  IntrinsicGasTooHighError,
  type IntrinsicGasTooHighErrorType,
  IntrinsicGasTooLowError,
  type IntrinsicGasTooLowErrorType,
  NonceTooHighError,
  type NonceTooHighErrorType,
  NonceTooLowError,
  type NonceTooLowErrorType,
} from '../errors/chain.js'
export { getChainError } from '../errors/getChainError.js'
export { getInternalError } from '../errors/getInternalError.js'
export { getProviderError } from '../errors/getProviderError.js'
export { getSdkError } from '../errors/getSdkError.js'
export {
  InvalidChainIdError,
  type InvalidChainIdErrorType,
} from '../errors/network.js'
export {
  ProtocolError,
  type ProtocolErrorKey,
  type ProtocolErrorType,
} from '../errors/protocol.js'
export {
  ChainDisconnectedError,
  type ChainDisconnectedErrorType,
  ProviderDisconnectedError,
  type ProviderDisconnectedErrorType,
  SwitchChainError,
  type SwitchChainErrorType,
  UnauthorizedProviderError,
  type UnauthorizedProviderErrorType,
  UnsupportedProviderMethodError,
  type UnsupportedProviderMethodErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
} from '../errors/provider.js'
export {
  defineRpcError,
  InternalRpcError,
  type InternalRpcErrorType,
  InvalidInputRpcError,
  type InvalidInputRpcErrorType,
  InvalidParamsRpcError,
  type InvalidParamsRpcErrorType,
  InvalidRequestRpcError,
  type InvalidRequestRpcErrorType,
  JsonRpcVersionUnsupportedError,
  type JsonRpcVersionUnsupportedErrorType,
  LimitExceededRpcError,
  type LimitExceededRpcErrorType,
  MethodNotFoundRpcError,
  type MethodNotFoundRpcErrorType,
  MethodNotSupportedRpcError,
  type MethodNotSupportedRpcErrorType,
  ParseRpcError,
  type ParseRpcErrorType,
  ResourceNotFoundRpcError,
  type ResourceNotFoundRpcErrorType,
  ResourceUnavailableRpcError,
  type ResourceUnavailableRpcErrorType,
  RpcError,
  type RpcErrorClass,
  type RpcErrorOptions,
  type RpcErrorParameters,
  type RpcErrorType,
  TransactionRejectedRpcError,
  type TransactionRejectedRpcErrorType,
  UnknownRpcError,
  type UnknownRpcErrorType,
} from '../errors/rpc.js'
export {
  type InternalErrorKey,
  internalErrors,
  type SdkErrorKey,
  sdkErrors,
} from '../errors/sdk-errors.js'
export {
  InvalidUnitsError,
  type InvalidUnitsErrorType,
} from '../errors/units.js'
export {
  AtomicityNotSupportedError,
  type AtomicityNotSupportedErrorType,
  AtomicReadyWalletRejectedUpgradeError,
  type AtomicReadyWalletRejectedUpgradeErrorType,
  BundleTooLargeError,
  type BundleTooLargeErrorType,
  CallsStatusNotApprovedError,
  type CallsStatusNotApprovedErrorType,
  DuplicateIdError,
  type DuplicateIdErrorType,
  InvalidCallError,
  type InvalidCallErrorType,
  MissingCapabilitiesAddressError,
  type MissingCapabilitiesAddressErrorType,
  UnknownBundleIdError,
  type UnknownBundleIdErrorType,
  UnsupportedChainIdError,
  type UnsupportedChainIdErrorType,
  UnsupportedNonOptionalCapabilityError,
  type UnsupportedNonOptionalCapabilityErrorType,
} from '../errors/wallet-call.js'
export {
  type DecodedEvmCall,
  decodeEvmCall,
  UNLIMITED_APPROVAL_THRESHOLD,
} from '../evm/decodeEvmCall.js'
export { readRpcQuantity } from '../evm/readRpcQuantity.js'
export {
  type AssetDelta,
  NATIVE_TRANSFER_ADDRESS,
  sumTransferLogs,
  type TransferLog,
} from '../evm/sumTransferLogs.js'
export { formatBalance } from '../format/formatBalance.js'
export { formatNumber } from '../format/formatNumber.js'
export {
  type FormatUnitsErrorType,
  formatUnits,
} from '../format/formatUnits.js'
export {
  type ParseUnitsErrorType,
  parseUnits,
} from '../format/parseUnits.js'
export { revealInvisibleCharacters } from '../format/revealInvisibleCharacters.js'
export { arbitrum } from '../networks/chains/arbitrum.js'
export { base } from '../networks/chains/base.js'
export { bitcoin } from '../networks/chains/bitcoin.js'
export { bitcoinTestnet } from '../networks/chains/bitcoinTestnet.js'
export { celo } from '../networks/chains/celo.js'
export { celoAlfajores } from '../networks/chains/celoAlfajores.js'
export { devnet } from '../networks/chains/devnet.js'
export { devnet2 } from '../networks/chains/devnet2.js'
export { mainnet } from '../networks/chains/mainnet.js'
export { optimism } from '../networks/chains/optimism.js'
export { polygon } from '../networks/chains/polygon.js'
export { solana } from '../networks/chains/solana.js'
export { solanaDevnet } from '../networks/chains/solanaDevnet.js'
export { solanaLocalnet } from '../networks/chains/solanaLocalnet.js'
export { solanaTestnet } from '../networks/chains/solanaTestnet.js'
export { defineNetwork } from '../networks/defineNetwork.js'
export { getNetwork } from '../networks/getNetwork.js'
export {
  type ParseHexChainIdErrorType,
  parseHexChainId,
} from '../networks/parseHexChainId.js'
export {
  type ToHexChainIdErrorType,
  toHexChainId,
} from '../networks/toHexChainId.js'
export type { Network } from '../networks/types.js'
export { isOriginAllowed } from '../origin/isOriginAllowed.js'
export { isRestrictedTimeZone } from '../region/isRestrictedTimeZone.js'
export { findSiwxTextProblem } from '../siwx/findSiwxTextProblem.js'
export { formatSiwxText } from '../siwx/formatSiwxText.js'
export { isRfc3339DateTime } from '../siwx/isRfc3339DateTime.js'
export { isRfc3986Authority } from '../siwx/isRfc3986Authority.js'
export { isRfc3986Uri } from '../siwx/isRfc3986Uri.js'
export {
  type ParseSiwxTextReturnType,
  parseSiwxText,
} from '../siwx/parseSiwxText.js'
export type { SiwxText, SiwxTextProblem } from '../siwx/SiwxText.js'
export {
  isSolanaCommitment,
  type SolanaCommitment,
  solanaCommitments,
} from '../solana/isSolanaCommitment.js'
// One typed event emitter, one retry helper and one "after this frame" for
// every package.
export { afterPaint } from '../utils/afterPaint.js'
export { createEmitter, type Emitter } from '../utils/createEmitter.js'
export { whenIdle } from '../utils/whenIdle.js'
export { type WithRetryParameters, withRetry } from '../utils/withRetry.js'
