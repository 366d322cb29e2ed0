import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'

/**
 * A chain id from a message: a positive safe integer, a decimal or `0x` hex
 * string (→ number), or a CAIP-2 id (`eip155:1` → 1, `solana:…` kept as a
 * string). `undefined` when absent; anything else is an invalid request.
 */
export function readChainId(value: unknown): number | string | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
    return value
  if (typeof value === 'string' && value.length <= 64) {
    const caip = /^eip155:(\d{1,16})$/.exec(value)
    const decimal = caip?.[1] ?? (/^\d{1,16}$/.test(value) ? value : undefined)
    const parsed = decimal
      ? Number(decimal)
      : /^0x[0-9a-f]{1,14}$/i.test(value)
        ? Number.parseInt(value, 16)
        : undefined
    if (parsed !== undefined)
      return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : invalid()
    if (/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value)) return value
  }
  return invalid()
}

function invalid(): never {
  throw new FrameServiceError({
    message: frameText.invalidRequest('chainId'),
    code: 'invalid_request',
  })
}
