import { ProtocolError } from '@latch/common'
import { assertValidChains } from './assertValidChains.js'

/**
 * One-click auth params: `uri`, `domain` and `nonce` are required, chains a
 * non-empty CAIP-2 array of eip155 chains only (SPEC §4, §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID, UNSUPPORTED_CHAINS
 */
export function assertValidAuthParams(params: {
  chains: unknown
  uri: unknown
  domain: unknown
  nonce: unknown
}): void {
  for (const key of ['uri', 'domain', 'nonce'] as const)
    if (typeof params[key] !== 'string' || !params[key])
      throw new ProtocolError('MISSING_OR_INVALID', {
        context: `authenticate() ${key} is required`,
      })
  assertValidChains(params.chains, 'authenticate()')
  if (params.chains.some((chain) => !chain.startsWith('eip155:')))
    throw new ProtocolError('UNSUPPORTED_CHAINS', {
      context:
        'Only eip155 is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
    })
}
