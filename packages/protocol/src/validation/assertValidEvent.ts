import { ProtocolError } from '@latch/common'
import type { SessionNamespaces } from '../types/namespace.js'
import { findNamespaceForChain } from './findNamespaceForChain.js'

/**
 * The event is allowed for the chain by the session namespaces (SPEC §5).
 *
 * @throws {ProtocolError} UNSUPPORTED_CHAINS, UNSUPPORTED_EVENTS
 */
export function assertValidEvent(
  namespaces: SessionNamespaces,
  { chainId, name }: { chainId: unknown; name: unknown },
): void {
  const matches =
    typeof chainId === 'string'
      ? findNamespaceForChain(namespaces, chainId)
      : []
  if (matches.length === 0)
    throw new ProtocolError('UNSUPPORTED_CHAINS', {
      context: `emit() chainId: ${String(chainId)}`,
    })
  if (
    typeof name !== 'string' ||
    !matches.some((namespace) => namespace.events.includes(name))
  )
    throw new ProtocolError('UNSUPPORTED_EVENTS', {
      context: `emit() event: ${String(name)}`,
    })
}
