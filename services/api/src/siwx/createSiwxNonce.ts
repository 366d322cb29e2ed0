import { createHmac, randomBytes } from 'node:crypto'
import { base58 } from '@scure/base'

/** Layout of a nonce's bytes before base58 (see `createSiwxNonce`). */
export const siwxNonceLayout = {
  version: 1,
  /** version (1) + expiry in epoch seconds (4) + random (16). */
  payloadBytes: 21,
  /** HMAC-SHA256 truncated to 128 bits. */
  macBytes: 16,
} as const

export type CreateSiwxNonceParameters = {
  projectId: string
  ttlSeconds: number
  /** @default Date.now() */
  now?: number
}

/** The MAC of a nonce's payload for a project (domain-separated). */
export function siwxNonceMac(
  key: Uint8Array,
  projectId: string,
  payload: Uint8Array,
): Buffer {
  return createHmac('sha256', key)
    .update('latch-siwx-nonce\0')
    .update(projectId)
    .update('\0')
    .update(payload)
    .digest()
    .subarray(0, siwxNonceLayout.macBytes)
}

/**
 * Issues a sign-in nonce and stores nothing: a version byte, the expiry
 * (epoch seconds), 16 random bytes from the OS CSPRNG and an HMAC-SHA256
 * over them and `projectId` under the deployment's key
 * (`loadSiwxNonceKey`), in base58 — letters and digits, ≈ 50 of them, as
 * EIP-4361 asks (≥ 8 alphanumerics). `checkSiwxNonce` verifies one; only
 * the nonces of verified sign-ins are stored (`consumeSiwxNonce`).
 */
export function createSiwxNonce(
  key: Uint8Array,
  { projectId, ttlSeconds, now = Date.now() }: CreateSiwxNonceParameters,
): { nonce: string; expiresAt: string } {
  // Whole seconds, rounded down, so the nonce never outlives the TTL.
  const expires = Math.floor((now + ttlSeconds * 1000) / 1000)
  const payload = Buffer.alloc(siwxNonceLayout.payloadBytes)
  payload.writeUInt8(siwxNonceLayout.version, 0)
  payload.writeUInt32BE(expires, 1)
  randomBytes(16).copy(payload, 5)
  const mac = siwxNonceMac(key, projectId, payload)
  return {
    nonce: base58.encode(Buffer.concat([payload, mac])),
    expiresAt: new Date(expires * 1000).toISOString(),
  }
}
