import type { IncomingMessage } from 'node:http'
import { normalizeIp } from './normalizeIp.js'

/** The last `X-Forwarded-For` entry: the address the proxy saw. */
export function readForwardedIp(request: IncomingMessage): string | undefined {
  const header = request.headers['x-forwarded-for']
  const value = Array.isArray(header) ? header.at(-1) : header
  const last = value?.split(',').at(-1)?.trim()
  return last ? normalizeIp(last) : undefined
}
