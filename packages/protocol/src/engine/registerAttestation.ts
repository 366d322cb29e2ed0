import { hashMessage } from '../crypto/hashMessage.js'
import type { EngineContext } from './types.js'

/**
 * Dapp, in a browser with a `metadata.verifyUrl`: registers the attestation
 * of an outbound proposal or request (ids as the official SDK computes
 * them) without delaying its publish, the way the official SDK does: a
 * hidden frame of the Verify server's attestation page, which the browser
 * loads with this page as its Referer and which registers itself (a
 * single-use token bound to the frame, latch-api README "Verify"). Its
 * answer is not awaited; the frame goes after 10 s. A failure leaves the
 * wallet at UNKNOWN.
 */
export function registerAttestation(
  ctx: EngineContext,
  message: string,
  payload: object,
): void {
  const url = ctx.metadata.verifyUrl
  if (url && typeof document === 'object')
    Promise.all([message, JSON.stringify(payload)].map(hashMessage))
      .then(([id, decryptedId]) => {
        const frame = document.createElement('iframe')
        frame.hidden = true
        frame.src = `${url}/v3/attestation?projectId=${ctx.projectId}&id=${id}&decryptedId=${decryptedId}`
        document.body.append(frame)
        setTimeout(() => frame.remove(), 1e4)
      })
      .catch(() => {})
}
