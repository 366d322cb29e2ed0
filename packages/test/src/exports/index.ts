export {
  type CreateWalletFixtureParameters,
  createWalletFixture,
  type WalletFixture,
} from '../createWalletFixture.js'
export {
  type RegisterTestAttestationParameters,
  registerTestAttestation,
} from '../registerTestAttestation.js'
export {
  generateAttestationKey,
  signTestAttestation,
  type TestAttestationPayload,
} from '../signTestAttestation.js'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '../solana/createSolanaTestWallet.js'
export {
  type SolanaTestSetup,
  startSolanaTestSetup,
} from '../solana/startSolanaTestSetup.js'
export {
  type RecordingProxy,
  startRecordingProxy,
} from '../startRecordingProxy.js'
export {
  type RpcForwarder,
  type StartRpcForwarderParameters,
  startRpcForwarder,
} from '../startRpcForwarder.js'
export {
  createProject,
  type StartTestApiParameters,
  startTestApi,
} from '../startTestApi.js'
export {
  type CreateWalletConnectTestConfigParameters,
  createWalletConnectTestConfig,
} from '../walletConnect/createWalletConnectTestConfig.js'
export { nextPairingUri } from '../walletConnect/nextPairingUri.js'
