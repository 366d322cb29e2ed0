import { readFileSync } from 'node:fs'

/** EIP-4361 fields as the reference `siwe` package writes them. */
export type SiweVectorFields = {
  scheme?: string | null
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: number | string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** A verification vector: fields, signature and what to check against. */
export type SiweVerificationVector = SiweVectorFields & {
  signature: string
  /** The verifier's clock (ISO 8601); absent = now. */
  time?: string
  /** The domain the verifier expects. */
  domainBinding?: string
  /** The nonce the verifier expects. */
  matchNonce?: string
}

/** Every vector of spruceid/siwe's `test/` folder, by file. */
export type SiweVectors = {
  parsingPositive: Record<string, { message: string; fields: SiweVectorFields }>
  parsingNegative: Record<string, string>
  parsingNegativeObjects: Record<string, SiweVectorFields>
  verificationPositive: Record<string, SiweVerificationVector>
  verificationNegative: Record<string, SiweVerificationVector>
  eip1271: Record<string, { message: string; signature: string }>
}

const read = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../fixtures/siwe/${name}.json`, import.meta.url),
      'utf8',
    ),
  )

/**
 * The test vectors of the reference SIWE implementation (spruceid/siwe at
 * 940a66a, `test/*.json`; MIT / Apache-2.0), copied unchanged into
 * packages/test/fixtures/siwe. Node only (reads the files).
 *
 * @example
 * const { parsingPositive } = loadSiweVectors()
 */
export function loadSiweVectors(): SiweVectors {
  return {
    parsingPositive: read('parsing_positive'),
    parsingNegative: read('parsing_negative'),
    parsingNegativeObjects: read('parsing_negative_objects'),
    verificationPositive: read('verification_positive'),
    verificationNegative: read('verification_negative'),
    eip1271: read('eip1271'),
  }
}
