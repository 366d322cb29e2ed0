// What a passkey user signs for a message is what the frame shows: the
// service's review is shown only when the frame, describing the prepared
// bytes itself, finds the same words; the hash the passkey answers is the
// frame's own of those bytes.
import {
  describeEvmMessage,
  describeEvmTypedData,
  type TypedDataRequest,
} from '@latch/common/describe'
import type { EmbeddedReview } from '@latch/common/embedded-protocol'
import { type Hex, hashMessage, hashTypedData, isHex } from 'viem'

/** A message /rpc/prepare hands a passkey user's frame to sign. */
export type PreparedMessage = {
  /** personal_sign's message as signed (hex: its bytes; else UTF-8). */
  message?: string | undefined
  /** eth_signTypedData_v4's typed data as signed. */
  typedData?: TypedDataRequest | undefined
}

/** The same JSON (key order included: one describer made both). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The hash HybridDeleGator's `isValidSignature` receives for the prepared
 * message (EIP-191 `hashMessage`, or `hashTypedData`; the account wraps it
 * in no domain of its own): the passkey's WebAuthn challenge. Undefined
 * when the service's review does not say what these bytes are (the
 * frame's own description differs): then nothing is shown or signed.
 */
export function reviewedMessageHash(
  { message, typedData }: PreparedMessage,
  review: EmbeddedReview,
  chainId: number,
): Hex | undefined {
  if (review.namespace !== 'eip155') return undefined
  if (review.kind === 'message' && typeof message === 'string')
    return same(describeEvmMessage(message), review)
      ? hashMessage(isHex(message) ? { raw: message } : message)
      : undefined
  if (review.kind === 'typedData' && typedData) {
    const described = describeEvmTypedData(typedData, {
      chainId,
      deriveDomainType: true,
    })
    return described.typedData && same(described.review, review)
      ? hashTypedData(described.typedData as never)
      : undefined
  }
  return undefined
}
