import { readRawId } from './readRawId.js'
import { relayErrorCodes } from './relayErrorCodes.js'

/** A client frame after parsing: a request, a response (ack) or garbage. */
export type Frame =
  | {
      type: 'request'
      /** The id token exactly as sent. */
      id: string
      method: string
      params: Record<string, unknown>
    }
  | { type: 'response'; id: string; ok: boolean }
  | {
      type: 'invalid'
      /** The id token when one could be read, else `null`. */
      id: string | null
      code: number
      message: string
    }

const integerToken = /^-?(0|[1-9][0-9]*)$/
/**
 * The ack of a push as the official SDK and Latch send it, byte for byte:
 * a text that matches is valid JSON with exactly these members, so it
 * needs no parse (half of all frames on a busy relay).
 */
const plainAck =
  /^\{"id":(-?(?:0|[1-9][0-9]{0,19})),"jsonrpc":"2\.0","result":true\}$/

function invalid(id: string | null, message: string): Frame {
  return { type: 'invalid', id, code: relayErrorCodes.invalidPayload, message }
}

/**
 * Parses one text frame into a JSON-RPC request or response without ever
 * throwing. Ids must be strings or integers; they are kept as source text.
 */
export function parseFrame(text: string): Frame {
  const ack = text.length <= 64 ? plainAck.exec(text) : null
  if (ack) return { type: 'response', id: ack[1] as string, ok: true }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid(null, 'Invalid payload: not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid(null, 'Invalid payload: expected a JSON-RPC object')
  const raw = readRawId(text)
  const object = value as Record<string, unknown>
  const id =
    raw !== undefined &&
    (typeof object.id === 'string' ||
      (typeof object.id === 'number' && integerToken.test(raw)))
      ? raw
      : null
  if (id === null)
    return invalid(null, 'Invalid payload: id must be a string or an integer')
  if ('method' in object) {
    if (typeof object.method !== 'string')
      return invalid(id, 'Invalid payload: method must be a string')
    const params = object.params ?? {}
    if (typeof params !== 'object' || params === null || Array.isArray(params))
      return {
        type: 'invalid',
        id,
        code: relayErrorCodes.invalidParams,
        message: 'Invalid params: params must be an object',
      }
    return {
      type: 'request',
      id,
      method: object.method,
      params: params as Record<string, unknown>,
    }
  }
  if ('result' in object || 'error' in object)
    return { type: 'response', id, ok: !('error' in object) }
  return invalid(id, 'Invalid payload: neither a request nor a response')
}
