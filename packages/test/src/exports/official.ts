// Fixtures for interop tests with the official WalletConnect SDK.
export { approveWithOfficialWallet } from '../official/approveWithOfficialWallet.js'
export {
  type ConnectOfficialPairParameters,
  connectOfficialPair,
} from '../official/connectOfficialPair.js'
export {
  blockOutboundFetch,
  createMemoryStorage,
  initDapp,
  initWallet,
  nextEvent,
  projectId,
} from '../official/officialClients.js'
export { installOfficialLinking } from '../official/officialLinking.js'
