// The reference SIWE implementation's test vectors (Node only).
export {
  loadSiweVectors,
  type SiweVectorFields,
  type SiweVectors,
  type SiweVerificationVector,
} from '../siwe/loadSiweVectors.js'
