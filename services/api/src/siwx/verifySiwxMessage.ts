import { checkSiwxAddress } from './checkSiwxAddress.js'
import { checkSiwxSignature } from './checkSiwxSignature.js'
import type { SiwxVerifier } from './createSiwxVerifier.js'
import { parseSiwxMessage, type SiwxMessageFields } from './parseSiwxMessage.js'
import { siwxError } from './siwxErrors.js'

export type VerifySiwxMessageParameters = {
  /** Signature checks by chain (`createSiwxVerifier`). */
  verifier: SiwxVerifier
  /** The EIP-4361 / CAIP-122 message as signed. */
  message: string
  /** As the wallet answered it (0x hex, base58 or base64 by namespace). */
  signature: string
  /** The domain the message must name (EIP-4361 "domain binding"). */
  domain?: string | undefined
  /** The nonce the message must carry. */
  nonce?: string | undefined
  /** The scheme the message must name, when it names one. */
  scheme?: string | undefined
  /** When the message must be valid, epoch ms. @default Date.now() */
  time?: number | undefined
}

/**
 * EIP-4361's verification of one signed message, without the HTTP nonce
 * flow: parses it by the strict grammar (`parseSiwxMessage`), checks the
 * address for its chain, the expected `domain` / `nonce` / `scheme` when
 * given, that `time` is before Expiration Time and not before Not Before,
 * and the signature (`checkSiwxSignature`, then `verifier.verify`:
 * EIP-191 / EIP-1271 / EIP-6492, ed25519, BIP-322). The routes make the
 * same checks with the request's origin and a nonce they issued. Throws
 * `siwxError`s; answers the message's fields.
 *
 * @example
 * await verifySiwxMessage({ verifier, message, signature, domain: 'app.example', nonce })
 */
export async function verifySiwxMessage({
  verifier,
  message,
  signature,
  domain,
  nonce,
  scheme,
  time = Date.now(),
}: VerifySiwxMessageParameters): Promise<SiwxMessageFields> {
  const fields = parseSiwxMessage(message)
  checkSiwxAddress(fields)
  if (domain !== undefined && fields.domain !== domain)
    throw siwxError('SIWX_DOMAIN_MISMATCH', `The domain must be ${domain}`)
  if (scheme !== undefined && fields.scheme && fields.scheme !== scheme)
    throw siwxError('SIWX_DOMAIN_MISMATCH', `The scheme must be ${scheme}`)
  if (nonce !== undefined && fields.nonce !== nonce)
    throw siwxError('SIWX_NONCE_INVALID', 'The nonce is not the one expected')
  if (fields.expirationTime && fields.expirationTime.getTime() <= time)
    throw siwxError('SIWX_EXPIRED', 'The message has expired')
  if (fields.notBefore && fields.notBefore.getTime() > time)
    throw siwxError('SIWX_NOT_YET_VALID', 'Not Before is not reached yet')
  checkSiwxSignature(fields.namespace, signature)
  await verifier.verify({
    namespace: fields.namespace,
    chainId: fields.chainId,
    address: fields.address,
    message,
    signature,
  })
  return fields
}
