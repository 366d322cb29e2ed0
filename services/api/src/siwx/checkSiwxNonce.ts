import { timingSafeEqual } from 'node:crypto'
import { base58 } from '@scure/base'
import { siwxNonceLayout, siwxNonceMac } from './createSiwxNonce.js'

export type CheckSiwxNonceParameters = {
  projectId: string
  nonce: string
  /** @default Date.now() */
  now?: number
}

/**
 * Whether `nonce` was issued by `createSiwxNonce` under `key` for
 * `projectId` and has not expired: decodes it, recomputes the MAC
 * (compared in constant time) and reads the expiry. Answers the expiry
 * (epoch ms) or `undefined`. Whether it was already used is
 * `consumeSiwxNonce`'s business.
 */
export function checkSiwxNonce(
  key: Uint8Array,
  { projectId, nonce, now = Date.now() }: CheckSiwxNonceParameters,
): number | undefined {
  const { payloadBytes, macBytes, version } = siwxNonceLayout
  let bytes: Uint8Array
  try {
    // 37 bytes are at most 51 base58 characters; longer is not ours.
    if (nonce.length > 64) return undefined
    bytes = base58.decode(nonce)
  } catch {
    return undefined
  }
  if (bytes.length !== payloadBytes + macBytes) return undefined
  const payload = Buffer.from(bytes.subarray(0, payloadBytes))
  const mac = siwxNonceMac(key, projectId, payload)
  if (!timingSafeEqual(mac, bytes.subarray(payloadBytes))) return undefined
  if (payload.readUInt8(0) !== version) return undefined
  const expiresAt = payload.readUInt32BE(1) * 1000
  return expiresAt > now ? expiresAt : undefined
}
