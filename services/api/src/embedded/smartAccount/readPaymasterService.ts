import { embeddedErrors } from '../http/EmbeddedError.js'
import type { PaymasterService } from './prepareUserOperation.js'

/**
 * The `paymasterService` capability of a `wallet_sendCalls` (ERC-7677:
 * `{ url, context? }`), when the page asked for sponsorship; its URL must
 * be http(s) on one of `allowedOrigins` (the service calls nothing a page
 * names otherwise) → else 400. Undefined when none was asked.
 */
export function readPaymasterService(
  capabilities: unknown,
  allowedOrigins: readonly string[],
): PaymasterService | undefined {
  if (capabilities === undefined || capabilities === null) return undefined
  if (typeof capabilities !== 'object')
    throw embeddedErrors.badRequest('capabilities must be an object')
  const service = (capabilities as { paymasterService?: unknown })
    .paymasterService
  if (service === undefined || service === null) return undefined
  const { url, context } = service as { url?: unknown; context?: unknown }
  let parsed: URL | undefined
  try {
    parsed =
      typeof url === 'string' && url.length <= 2048 ? new URL(url) : undefined
  } catch {}
  if (!parsed || !/^https?:$/.test(parsed.protocol))
    throw embeddedErrors.badRequest(
      'paymasterService.url must be an http(s) URL',
    )
  if (!allowedOrigins.includes(parsed.origin))
    throw embeddedErrors.badRequest(
      `This wallet does not use the paymaster service at ${parsed.origin}`,
    )
  if (
    context !== undefined &&
    (typeof context !== 'object' || JSON.stringify(context).length > 4096)
  )
    throw embeddedErrors.badRequest(
      'paymasterService.context must be a small object',
    )
  return { url: parsed.href, ...(context !== undefined && { context }) }
}
