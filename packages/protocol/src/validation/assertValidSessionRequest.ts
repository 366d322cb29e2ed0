import { ProtocolError } from '@latch/common'
import type { SessionNamespaces } from '../types/namespace.js'
import { findNamespaceForChain } from './findNamespaceForChain.js'

/**
 * The request's chain is one of the session's and its method is allowed
 * for that chain's namespace (SPEC §5).
 *
 * @throws {ProtocolError} UNSUPPORTED_CHAINS, UNSUPPORTED_METHODS
 */
export function assertValidSessionRequest(
  namespaces: SessionNamespaces,
  { chainId, method }: { chainId: unknown; method: unknown },
): void {
  if (typeof chainId !== 'string')
    throw new ProtocolError('UNSUPPORTED_CHAINS', {
      context: `request() chainId: ${String(chainId)}`,
    })
  const matches = findNamespaceForChain(namespaces, chainId)
  if (matches.length === 0)
    throw new ProtocolError('UNSUPPORTED_CHAINS', {
      context: `request() chainId: ${chainId}`,
    })
  if (
    typeof method !== 'string' ||
    !matches.some((namespace) => namespace.methods.includes(method))
  )
    throw new ProtocolError('UNSUPPORTED_METHODS', {
      context: `request() method: ${String(method)}`,
    })
}
