import { p256 } from '@noble/curves/nist.js'
import { Hex } from 'ox'
import { Authentication } from 'ox/webauthn'
import type { PasskeyAssertion } from './readPasskeyAssertion.js'

/**
 * The DER signature's r and s, s in its low form: authenticators may sign
 * with either (WebAuthn allows both; Chromium's does), ox's P-256 check
 * takes the low one, as HybridDeleGator does (the account's encoding flips
 * it too).
 */
function lowS(der: Uint8Array): { r: bigint; s: bigint } {
  const { r, s } = p256.Signature.fromBytes(der, 'der')
  const n = p256.Point.Fn.ORDER
  return { r, s: s > n / 2n ? n - s : s }
}

/**
 * Whether `assertion` is the passkey `publicKey` (x ‖ y) answering
 * `challenge` (hex) for the frame: ox's `Authentication.verify` checks
 * `webauthn.get`, the challenge, the origin, the RP id's hash, the
 * user-present and user-verified flags and the P-256 signature over
 * authenticatorData ‖ sha256(clientDataJSON). Anything unreadable: false.
 */
export function checkPasskeySignature({
  assertion,
  challenge,
  publicKey,
  origin,
  rpId,
}: {
  assertion: PasskeyAssertion
  challenge: Hex.Hex
  publicKey: Hex.Hex
  origin: string
  rpId: string
}): boolean {
  try {
    return Authentication.verify({
      challenge,
      publicKey: {
        prefix: 4,
        x: Hex.toBigInt(Hex.slice(publicKey, 0, 32)),
        y: Hex.toBigInt(Hex.slice(publicKey, 32, 64)),
      },
      signature: lowS(assertion.signature),
      metadata: {
        authenticatorData: Hex.fromBytes(assertion.authenticatorData),
        clientDataJSON: assertion.clientData.json,
        userVerificationRequired: true,
      },
      origin,
      rpId,
    })
  } catch {
    return false
  }
}
