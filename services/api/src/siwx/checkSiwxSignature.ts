import { base58, base64 } from '@scure/base'
import { badRequest } from '../errors/ApiError.js'
import type { SiwxNamespace } from './parseSiwxMessage.js'

const hexPattern = /^0x(?:[0-9a-fA-F]{2})+$/
const base58Pattern = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/
const base64Pattern =
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** How each namespace's wallets encode a sign-in signature. */
const expected: Record<SiwxNamespace, string> = {
  eip155: '0x-prefixed hex bytes',
  solana: 'a base58 ed25519 signature (64 bytes)',
  bip122: 'base64 (BIP-322 or legacy signmessage)',
}

const decodes = (decode: (text: string) => Uint8Array, text: string) => {
  try {
    return decode(text).length
  } catch {
    return 0
  }
}

/**
 * Checks that `signature` is encoded as `namespace`'s wallets answer it,
 * before any verification: eip155 → 0x hex; solana → base58 of 64 bytes;
 * bip122 → padded base64 of at least 65 bytes (a legacy signature; BIP-322
 * witnesses are longer). Throws 400 `BAD_REQUEST` otherwise. The route
 * bounds the length first.
 */
export function checkSiwxSignature(
  namespace: SiwxNamespace,
  signature: string,
): void {
  const ok =
    namespace === 'eip155'
      ? hexPattern.test(signature)
      : namespace === 'solana'
        ? base58Pattern.test(signature) &&
          decodes(base58.decode, signature) === 64
        : signature.length > 0 &&
          base64Pattern.test(signature) &&
          decodes(base64.decode, signature) >= 65
  if (!ok)
    throw badRequest(
      `signature must be ${expected[namespace]} for a ${namespace} account`,
    )
}
