import { base64, utf8 } from '@scure/base'
import { decodeEnvelope } from '../crypto/decodeEnvelope.js'
import { deriveSymKeyFromKeyPair } from '../crypto/deriveSymKeyFromKeyPair.js'
import { readEnvelopeType } from '../crypto/readEnvelopeType.js'
import type { JsonRpcResponse } from '../jsonrpc/types.js'
import { handleRequest } from './handleRequest.js'
import type { EngineContext, RelayMessage } from './types.js'

/**
 * Decrypts a relay message (type 0 with the topic's key, type 1 with the
 * key derived from the sender's public key; type 2, not encrypted, only
 * from a link-mode URL) and routes it. Messages that do
 * not decrypt or parse are dropped: they are not ours to answer.
 */
export async function handleRelayMessage(
  ctx: EngineContext,
  relayMessage: RelayMessage,
): Promise<void> {
  const { topic, message, transportType = 'relay' } = relayMessage
  let payload: Record<string, unknown>
  try {
    const { type, senderPublicKey } = readEnvelopeType(message)
    // Type 2 (not encrypted) is only taken from a link-mode URL.
    if (type === 2) {
      if (transportType !== 'link_mode') return
      payload = JSON.parse(utf8.encode(base64.decode(message).subarray(1)))
      return route(ctx, relayMessage, payload)
    }
    let symKey = ctx.stores.keychain.find(topic)
    if (type === 1 && senderPublicKey) {
      const selfPublicKey = ctx.stores.keychain.find(`responseTopic:${topic}`)
      const privateKey =
        selfPublicKey && ctx.stores.keychain.find(selfPublicKey)
      if (!privateKey) return
      symKey = await deriveSymKeyFromKeyPair(
        { privateKey, publicKey: selfPublicKey },
        senderPublicKey,
      )
    }
    if (!symKey) return
    payload = JSON.parse(decodeEnvelope({ symKey, encoded: message }))
  } catch {
    return
  }
  // A session's own key opened it by link: the session runs by link now (a
  // forged URL naming the topic changes nothing).
  if (transportType === 'link_mode' && ctx.stores.sessions.find(topic))
    await ctx.stores.sessions.update(topic, { transportType: 'link_mode' })
  return route(ctx, relayMessage, payload)
}

/** Requests go to their handler (once per topic and id), responses to their waiter. */
async function route(
  ctx: EngineContext,
  relayMessage: RelayMessage,
  payload: Record<string, unknown>,
): Promise<void> {
  const { topic, message, transportType } = relayMessage
  if (!payload || typeof payload !== 'object') return
  if (typeof payload.method === 'string') {
    const key = `${topic}:${String(payload.id)}`
    if (ctx.history.has(key)) return
    ctx.history.add(key)
    return handleRequest(
      ctx,
      topic,
      payload as never,
      { message, payload, attestation: relayMessage.attestation },
      transportType,
    )
  }
  const id = Number(payload.id)
  ctx.pending.get(id)?.(payload as unknown as JsonRpcResponse)
}
