import { isCaipNetworkId, ProtocolError } from '@latch/common'

/**
 * Chains are required, a non-empty array of CAIP-2 ids (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID
 * @example
 * assertValidChains(['eip155:1'], 'connect()')
 */
export function assertValidChains(
  chains: unknown,
  context: string,
): asserts chains is string[] {
  if (!Array.isArray(chains) || chains.length === 0)
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `${context}, chains must be a non-empty array`,
    })
  for (const chain of chains)
    if (!isCaipNetworkId(chain))
      throw new ProtocolError('UNSUPPORTED_CHAINS', {
        context: `${context}, chain ${String(chain)} should be a string and conform to "namespace:chainId" format`,
      })
}
