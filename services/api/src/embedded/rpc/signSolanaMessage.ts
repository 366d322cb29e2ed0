import {
  type Address,
  compileOffchainMessageV0Envelope,
  getOffchainMessageEnvelopeEncoder,
  isOffchainMessageContentRestrictedAsciiOf1232BytesMax,
  isOffchainMessageContentUtf8Of1232BytesMax,
  type OffchainMessageContent,
  OffchainMessageContentFormat,
  type OffchainMessageV0,
  type SignatureBytes,
} from '@solana/kit'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { SolanaSigner } from './loadSolanaSigner.js'
import { toBase58, toBase64 } from './readSolanaParams.js'
import type { SolanaSignMessageRequest } from './readSolanaSignMessage.js'

/** solana_signMessage's answer. */
export type SolanaSignMessageResult = {
  /** Base58 ed25519 signature of the signed bytes. */
  signature: string
  /** Off-chain: base58 of exactly the bytes signed (preamble + text). */
  signedMessage?: string
  /** Off-chain: base64 of the envelope (signatures + message), kit-readable. */
  envelope?: string
}

/** The narrowest v0 content format the text fits (kit's own checks). */
function contentOf(text: string): OffchainMessageContent {
  for (const format of [
    OffchainMessageContentFormat.RESTRICTED_ASCII_1232_BYTES_MAX,
    OffchainMessageContentFormat.UTF8_1232_BYTES_MAX,
  ]) {
    const content = { format, text }
    if (
      format === OffchainMessageContentFormat.RESTRICTED_ASCII_1232_BYTES_MAX
        ? isOffchainMessageContentRestrictedAsciiOf1232BytesMax(content)
        : isOffchainMessageContentUtf8Of1232BytesMax(content)
    )
      return content as OffchainMessageContent
  }
  return {
    format: OffchainMessageContentFormat.UTF8_65535_BYTES_MAX,
    text,
  } as OffchainMessageContent
}

/**
 * Signs a checked solana_signMessage request with the user's key: the raw
 * bytes, or (`format: 'offchain'`) the Solana off-chain message v0 built
 * by @solana/kit (signing domain "\xffsolana offchain", version 0, the
 * application domain, the user as the one signatory, the UTF-8 text), then
 * answers the signature with the signed bytes and the envelope so any
 * verifier can check them (`getOffchainMessageEnvelopeDecoder` +
 * `verifyOffchainMessageEnvelope`).
 */
export function signSolanaMessage(
  request: SolanaSignMessageRequest,
  signer: SolanaSigner,
): SolanaSignMessageResult {
  const { text } = request
  if (request.format === 'raw')
    return { signature: toBase58(signer.sign(request.bytes)) }
  if (text === undefined)
    throw embeddedErrors.badRequest('an off-chain message must be UTF-8 text')
  let content: Uint8Array
  try {
    const message = {
      version: 0,
      applicationDomain: request.applicationDomain as never,
      requiredSignatories: [{ address: signer.address as Address }],
      content: contentOf(text),
    } as OffchainMessageV0
    content = new Uint8Array(compileOffchainMessageV0Envelope(message).content)
  } catch {
    throw embeddedErrors.badRequest('message is not a valid off-chain message')
  }
  const signature = signer.sign(content) as SignatureBytes
  const envelope = getOffchainMessageEnvelopeEncoder().encode({
    content: content as never,
    signatures: { [signer.address as Address]: signature },
  })
  return {
    signature: toBase58(signature),
    signedMessage: toBase58(content),
    envelope: toBase64(new Uint8Array(envelope)),
  }
}
