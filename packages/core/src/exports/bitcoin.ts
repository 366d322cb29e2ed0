// @latch/core/bitcoin: Bitcoin (bip122) actions and connectors. A separate
// entry so EVM-only pages never load it; @scure/btc-signer loads only when
// a PSBT is checked or read.

export { bitcoinAdapter } from '../bitcoin/bitcoinAdapter.js'
export { isTestnetBitcoinChain } from '../bitcoin/bitcoinChain.js'
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
} from '../bitcoin/errors.js'
export {
  type GetBitcoinAddressesParameters,
  getBitcoinAddresses,
} from '../bitcoin/getBitcoinAddresses.js'
export { bitcoinInjected } from '../bitcoin/injected/bitcoinInjected.js'
export type { SatsConnectProvider } from '../bitcoin/injected/satsConnectRequest.js'
export { createSatsConnectWallet } from '../bitcoin/injected/satsConnectWallet.js'
export { createStandardBitcoinWallet } from '../bitcoin/injected/standardBitcoinWallet.js'
export type {
  BitcoinSession,
  InjectedBitcoinWallet,
} from '../bitcoin/injected/types.js'
export {
  createUnisatWallet,
  type UnisatProvider,
} from '../bitcoin/injected/unisatWallet.js'
export {
  type SendTransferParameters,
  sendTransfer,
} from '../bitcoin/sendTransfer.js'
export {
  type SignBitcoinMessageParameters,
  signBitcoinMessage,
} from '../bitcoin/signBitcoinMessage.js'
export {
  type SignPsbtParameters,
  type SignPsbtReturnType,
  signPsbt,
} from '../bitcoin/signPsbt.js'
export type {
  BitcoinAddress,
  BitcoinAddressPurpose,
  BitcoinProvider,
  BitcoinSignInput,
} from '../types/bitcoin.js'
