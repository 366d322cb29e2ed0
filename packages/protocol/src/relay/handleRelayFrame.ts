import { readRawJsonRpcId } from '../utils/readRawJsonRpcId.js'
import type { RelayMessage } from './types.js'

export type HandleRelayFrameHandlers = {
  /** Sends a frame back on the same socket (acks, errors). */
  send: (frame: string) => void
  /** A response to one of our requests; `id` without quotes. */
  onResponse: (
    id: string,
    response: {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    },
  ) => void
  /** A message pushed by `irn_subscription` (already acked). */
  onMessage: (message: RelayMessage) => void
}

/**
 * Handles one text frame from the relay. Pushes (`*_subscription`) are
 * acked with `{ id, jsonrpc: '2.0', result: true }` echoing the id token
 * exactly as received; unknown methods get -32601. Malformed frames are
 * dropped. Never throws (except from the handlers).
 */
export function handleRelayFrame(
  data: unknown,
  handlers: HandleRelayFrameHandlers,
): void {
  if (typeof data !== 'string') return
  let frame: Record<string, unknown>
  try {
    frame = JSON.parse(data)
  } catch {
    return
  }
  // Only an object has a top-level "id" member: this drops the rest too.
  const rawId = readRawJsonRpcId(data)
  if (rawId === undefined) return

  if (typeof frame.method !== 'string') {
    const id = rawId.startsWith('"') ? rawId.slice(1, -1) : rawId
    const error = frame.error as Record<string, unknown> | undefined
    if (error && typeof error === 'object')
      handlers.onResponse(id, {
        error: {
          code: typeof error.code === 'number' ? error.code : -32603,
          message: typeof error.message === 'string' ? error.message : '',
          data: error.data,
        },
      })
    else if ('result' in frame)
      handlers.onResponse(id, { result: frame.result })
    return
  }

  if (!frame.method.endsWith('_subscription')) {
    handlers.send(
      `{"id":${rawId},"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found"}}`,
    )
    return
  }
  handlers.send(`{"id":${rawId},"jsonrpc":"2.0","result":true}`)
  const params = frame.params as { data?: Record<string, unknown> } | undefined
  const message = params?.data
  if (
    !message ||
    typeof message.topic !== 'string' ||
    typeof message.message !== 'string'
  )
    return
  handlers.onMessage({
    topic: message.topic,
    message: message.message,
    publishedAt:
      typeof message.publishedAt === 'number'
        ? message.publishedAt
        : Date.now(),
    tag: typeof message.tag === 'number' ? message.tag : 0,
    ...(typeof message.attestation === 'string'
      ? { attestation: message.attestation }
      : {}),
  })
}
