import {
  APP_PREFIX,
  APP_REQUEST_NAMES,
  type AppRequestName,
} from '@latch/common/embedded-protocol'

export type AppRequest = {
  name: AppRequestName
  id: string
  /** Always an object (`{}` when the message carried none). */
  payload: Record<string, unknown>
}

const names = new Set<string>(APP_REQUEST_NAMES)
const MAX_ID_LENGTH = 128

/**
 * A host request `{ latch: 1, type: '@latch-app/NAME', id, payload }`, or
 * `undefined` for anything else: wrong shape, unknown name, an id that is
 * not a short non-empty string, a payload that is not a plain object.
 * Never throws, whatever `data` is.
 */
export function parseEnvelope(data: unknown): AppRequest | undefined {
  try {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      return undefined
    const { latch, type, id, payload } = data as Record<string, unknown>
    if (latch !== 1 || typeof type !== 'string') return undefined
    if (!type.startsWith(APP_PREFIX)) return undefined
    const name = type.slice(APP_PREFIX.length)
    if (!names.has(name)) return undefined
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)
      return undefined
    if (payload === undefined)
      return { name: name as AppRequestName, id, payload: {} }
    if (typeof payload !== 'object' || payload === null) return undefined
    if (Array.isArray(payload)) return undefined
    return {
      name: name as AppRequestName,
      id,
      payload: payload as Record<string, unknown>,
    }
  } catch {
    // A hostile object (a throwing getter, a revoked Proxy) is junk too.
    return undefined
  }
}
