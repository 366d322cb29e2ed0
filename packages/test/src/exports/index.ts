export {
  type CreateWalletFixtureParameters,
  createWalletFixture,
  type WalletDecision,
  type WalletFixture,
} from '../createWalletFixture.js'
export {
  generateAttestationKey,
  signTestAttestation,
  type TestAttestationPayload,
} from '../signTestAttestation.js'
export {
  createProject,
  type StartTestApiParameters,
  startTestApi,
} from '../startTestApi.js'
