import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from './types.js'

/** Options every bundled SIWX implementation shares. */
export type SiwxMessageOptions = {
  /** Shown to the person above the message's fields. */
  statement?: string | undefined
  /** Seconds until the message (and its session) expires. @default 86400 */
  expiresIn?: number | undefined
  /** @default location.host */
  domain?: string | undefined
  /** @default location.origin + '/' */
  uri?: string | undefined
  resources?: readonly string[] | undefined
}

const DAY_S = 86_400

/** Wraps message data so that `String(message)` is the text to sign. */
function toSiwxMessage(data: SIWXMessageData): SIWXMessage {
  return { ...data, toString: () => formatSiwxMessage(data) }
}

/**
 * The message for `input`, with this page as domain and uri, issued now.
 * https://latch.dev/docs/core/siwx#message
 */
export function createSiwxMessage(
  input: SIWXMessageInput,
  nonce: string,
  options: SiwxMessageOptions = {},
  now = Date.now(),
): SIWXMessage {
  const location = globalThis.location as Location | undefined
  const expiresIn = options.expiresIn ?? DAY_S
  return toSiwxMessage({
    chainId: input.chainId,
    accountAddress: input.accountAddress,
    domain: options.domain ?? location?.host ?? 'localhost',
    uri: options.uri ?? `${location?.origin ?? 'http://localhost'}/`,
    version: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + expiresIn * 1000).toISOString(),
    ...(options.statement ? { statement: options.statement } : {}),
    ...(options.resources?.length ? { resources: options.resources } : {}),
  })
}

/** A random nonce of 16 letters and digits (EIP-4361: ≥ 8 alphanumerics). */
export function randomNonce(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => chars[b % chars.length]).join('')
}
