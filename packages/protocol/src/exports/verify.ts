// @latch/protocol/verify: the wallet side of WalletConnect Verify, kept out
// of the sign client's bundle; pass it as `createSignClient({ verify })`.

export type {
  Validation,
  VerifyContext,
  VerifyResolver,
  VerifyResolverParameters,
} from '../types/verify.js'
export {
  type CreateVerifyResolverParameters,
  createVerifyResolver,
} from '../verify/createVerifyResolver.js'
export {
  type AttestationPayload,
  verifyAttestationJwt,
} from '../verify/verifyAttestationJwt.js'
