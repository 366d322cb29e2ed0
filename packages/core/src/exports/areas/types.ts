// @latch/core, types: public types of configs, connectors, providers, events,
// routes and state.

export type {
  AdapterBalance,
  AdapterSendFee,
  NamespaceAdapter,
  NamespaceSessionRequest,
} from '../../types/adapter.js'
export type {
  BitcoinAddress,
  BitcoinAddressPurpose,
  BitcoinProvider,
  BitcoinSignInput,
} from '../../types/bitcoin.js'
export type {
  AppMetadata,
  Config,
  ConfigOptions,
  ConnectorContext,
  CreateConnectorFn,
  CustomWallet,
  Features,
  SocialProvider,
} from '../../types/config.js'
export type {
  ConnectedWallet,
  Connector,
  ConnectorEventMap,
  ConnectorType,
  ConnectResult,
  NamespaceConnection,
  NamespaceProviders,
  SessionEvent,
} from '../../types/connector.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from '../../types/eip1193.js'
export type {
  LatchEvent,
  LatchEventMap,
  LatchEventName,
  TrackEventName,
} from '../../types/events.js'
export type { OpenableView, Route, ViewName } from '../../types/route.js'
export type {
  SolanaCommitment,
  SolanaProvider,
  SolanaSendOptions,
} from '../../types/solana.js'
export type {
  AccountTab,
  Alert,
  ConnectionStatus,
  ModalState,
  NamespaceState,
  State,
  ThemeMode,
  ThemeVariables,
  Toast,
  ToastVariant,
  TransactionsByYear,
} from '../../types/state.js'
export type {
  WalletConnectState,
  WalletConnectWallet,
  WalletLink,
} from '../../types/walletConnect.js'
