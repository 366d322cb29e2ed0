import { hashMessage } from '../crypto/hashMessage.js'
import type { EngineContext } from './types.js'

/**
 * Dapp, in a browser with a `metadata.verifyUrl`: registers the attestation
 * of an outbound proposal or request (ids as the official SDK computes
 * them) without delaying its publish. The POST is a CORS simple request
 * (text/plain), so the server binds it to the page's real `Origin`; it
 * outlives a page unload (`keepalive`) and its failure is ignored: the
 * wallet then resolves UNKNOWN.
 */
export function registerAttestation(
  ctx: EngineContext,
  message: string,
  payload: object,
): void {
  const url = ctx.metadata.verifyUrl
  if (url && typeof document === 'object')
    Promise.all([message, JSON.stringify(payload)].map(hashMessage))
      .then(([id, decryptedId]) =>
        fetch(`${url}/v3/attestation`, {
          method: 'POST',
          body: JSON.stringify({ projectId: ctx.projectId, id, decryptedId }),
          keepalive: true,
        }),
      )
      .catch(() => {})
}
