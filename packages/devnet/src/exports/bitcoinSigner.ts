// The reference wallet's Bitcoin signer (no UI): BIP-84 dev keys, networks,
// BIP-322 / BIP-137 messages, PSBT signing, Esplora transfers and the bip122
// WalletConnect request handler. apps/wallet and tests use it.
export {
  type BitcoinAccount,
  bitcoinAccount,
} from '../signers/bitcoin/bitcoinAccount.js'
export {
  type BitcoinNetwork,
  btcNetworkOf,
  defaultBitcoinNetworks,
} from '../signers/bitcoin/bitcoinNetworks.js'
export {
  broadcastTransaction,
  type EsploraUtxo,
  fetchFeeRate,
  fetchUtxos,
} from '../signers/bitcoin/esplora.js'
export {
  bitcoinMethods,
  type ExecuteBitcoinRequestParameters,
  executeBitcoinRequest,
} from '../signers/bitcoin/executeBitcoinRequest.js'
export { sendTransfer } from '../signers/bitcoin/sendTransfer.js'
export {
  type BitcoinMessageSignature,
  bitcoinMessageHash,
  signBip322Simple,
  signLegacyMessage,
} from '../signers/bitcoin/signBitcoinMessage.js'
export {
  decodePsbt,
  finalizePsbt,
  type SignInput,
  signPsbtInputs,
} from '../signers/bitcoin/signPsbt.js'
export {
  ProviderRpcError,
  providerErrorCodes,
} from '../wallet/ProviderRpcError.js'
