import { ProtocolError } from '@latch/common'
import { assertValidNamespaces } from './assertValidNamespaces.js'

/** The params of a wc_sessionSettle request. */
export type SettleParams = {
  relay: { protocol: string; data?: string | undefined }
  namespaces: Record<string, unknown>
  controller: { publicKey: string; metadata: unknown }
  expiry: number
  sessionProperties?: Record<string, unknown> | undefined
  scopedProperties?: Record<string, Record<string, unknown>> | undefined
  sessionConfig?: Record<string, unknown> | undefined
  proposalRequestsResponses?: Record<string, unknown> | undefined
}

/**
 * A settle request has a relay protocol string, a controller public key
 * string, valid namespaces with CAIP-10 accounts and an expiry in the
 * future (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID, EXPIRED and the namespace codes
 */
export function assertValidSettle(
  params: unknown,
  now: number = Date.now(),
): asserts params is SettleParams {
  const value = params as Partial<SettleParams> | undefined
  if (typeof value?.relay?.protocol !== 'string')
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: 'onSessionSettleRequest() relay protocol should be a string',
    })
  if (typeof value.controller?.publicKey !== 'string')
    throw new ProtocolError('MISSING_OR_INVALID', {
      context:
        'onSessionSettleRequest() controller public key should be a string',
    })
  assertValidNamespaces(value.namespaces, {
    context: 'onSessionSettleRequest()',
    withAccounts: true,
  })
  if (typeof value.expiry !== 'number' || value.expiry * 1000 <= now)
    throw new ProtocolError('EXPIRED', {
      context: 'onSessionSettleRequest()',
    })
}
