export {
  type CreateRelayJwtParameters,
  createRelayJwt,
} from '../auth/createRelayJwt.js'
export { didKeyFromEd25519PublicKey } from '../auth/didKeyFromEd25519PublicKey.js'
export { ed25519PublicKeyFromDidKey } from '../auth/ed25519PublicKeyFromDidKey.js'
export {
  RelayAuthError,
  type RelayAuthErrorReason,
  type RelayAuthErrorType,
} from '../auth/RelayAuthError.js'
export {
  type RelayJwtClaims,
  type VerifyRelayJwtParameters,
  verifyRelayJwt,
} from '../auth/verifyRelayJwt.js'
