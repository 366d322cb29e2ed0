// @latch/bitcoin: Bitcoin (bip122) actions and connectors. A package of
// its own so EVM-only pages never install it; @scure/btc-signer loads only
// when a PSBT is checked or read.

export type {
  BitcoinAddress,
  BitcoinAddressPurpose,
  BitcoinProvider,
  BitcoinSignInput,
} from '@latch/core'
export { bitcoinAdapter } from '../bitcoinAdapter.js'
export { isTestnetBitcoinChain } from '../bitcoinChain.js'
export {
  BitcoinNotConnectedError,
  type BitcoinNotConnectedErrorType,
  BitcoinWalletAnswerError,
  type BitcoinWalletAnswerErrorType,
  InvalidBitcoinAmountError,
  type InvalidBitcoinAmountErrorType,
  InvalidBitcoinRecipientError,
  type InvalidBitcoinRecipientErrorType,
  InvalidPsbtError,
  type InvalidPsbtErrorType,
} from '../errors.js'
export {
  type GetBitcoinAddressesParameters,
  getBitcoinAddresses,
} from '../getBitcoinAddresses.js'
export { bitcoinInjected } from '../injected/bitcoinInjected.js'
export type { SatsConnectProvider } from '../injected/satsConnectRequest.js'
export { createSatsConnectWallet } from '../injected/satsConnectWallet.js'
export { createStandardBitcoinWallet } from '../injected/standardBitcoinWallet.js'
export type {
  BitcoinSession,
  InjectedBitcoinWallet,
} from '../injected/types.js'
export {
  createUnisatWallet,
  type UnisatProvider,
} from '../injected/unisatWallet.js'
export {
  type SendTransferParameters,
  sendTransfer,
} from '../sendTransfer.js'
export {
  type SignBitcoinMessageParameters,
  signBitcoinMessage,
} from '../signBitcoinMessage.js'
export {
  type SignPsbtParameters,
  type SignPsbtReturnType,
  signPsbt,
} from '../signPsbt.js'
