import { encodeEnvelope } from '../crypto/encodeEnvelope.js'
import { formatLinkModeUrl } from '../linkmode/formatLinkModeUrl.js'
import { registerAttestation } from './registerAttestation.js'
import type { EngineContext } from './types.js'

export type PublishPayloadParameters = {
  topic: string
  payload: object
  options: { tag: number; ttl: number; prompt?: boolean | undefined }
  /** Type-1 envelope: the key to seal with and the sender's public key. */
  typeOne?: { symKey: string; senderPublicKey: string } | undefined
  /** Link mode: the peer's universal link; the envelope goes there, not to the relay. */
  appLink?: string | undefined
}

/** Seals a JSON-RPC payload for `topic` and publishes it on the relay. */
export async function publishPayload(
  ctx: EngineContext,
  { topic, payload, options, typeOne, appLink }: PublishPayloadParameters,
): Promise<void> {
  const message = encodeEnvelope({
    message: JSON.stringify(payload),
    ...(typeOne
      ? { type: 1, ...typeOne }
      : { symKey: ctx.stores.keychain.get(topic) }),
  })
  if (appLink && ctx.openLink) {
    await ctx.openLink(
      formatLinkModeUrl({ universalLink: appLink, topic, envelope: message }),
      (payload as { id: number }).id,
    )
    return
  }
  // Verify, as the official SDK: session requests and one-click auth.
  if (
    /^wc_session(Request|Authenticate)$/.test(
      (payload as { method: string }).method,
    )
  )
    registerAttestation(ctx, message, payload)
  await ctx.relay.publish({
    topic,
    message,
    ttl: options.ttl,
    tag: options.tag,
    ...(options.prompt ? { prompt: true } : {}),
  })
}
