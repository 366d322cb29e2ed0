export {
  type CreateWalletFixtureParameters,
  createWalletFixture,
  type WalletDecision,
  type WalletFixture,
} from '../createWalletFixture.js'
