import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { serviceOrigins } from '../http/serviceOrigins.js'
import { passkeyErrors } from './passkeyErrors.js'

/**
 * The relying party a passkey answer must come from: the frame's page, one
 * of the service's own origins (`serviceOrigins`), and that origin's host
 * name as the RP id. Any other origin (a page elsewhere that got an
 * assertion) → 400 `passkey_invalid`.
 */
export function passkeyRelyingParty(
  settings: Pick<EmbeddedSettings, 'publicUrl' | 'listenUrl'>,
  origin: string,
): { origin: string; rpId: string } {
  if (!serviceOrigins(settings).includes(origin)) throw passkeyErrors.invalid()
  return { origin, rpId: new URL(origin).hostname }
}
