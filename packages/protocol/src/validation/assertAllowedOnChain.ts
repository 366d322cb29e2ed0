import { ProtocolError } from '@latch/common'
import type { SessionNamespaces } from '../types/namespace.js'
import { findNamespaceForChain } from './findNamespaceForChain.js'

/**
 * A session request's method (`kind: 'method'`, from `request()`) or an
 * event's name (`kind: 'event'`, from `emit()`) is allowed on the chain by
 * the session namespaces, and the chain is one of the session's (SPEC §5).
 *
 * @throws {ProtocolError} UNSUPPORTED_CHAINS, UNSUPPORTED_METHODS,
 *   UNSUPPORTED_EVENTS
 * @example
 * assertAllowedOnChain(session.namespaces, 'eip155:1', 'method', 'personal_sign')
 */
export function assertAllowedOnChain(
  namespaces: SessionNamespaces,
  chainId: unknown,
  kind: 'method' | 'event',
  value: unknown,
): void {
  const caller = kind === 'method' ? 'request()' : 'emit()'
  const matches =
    typeof chainId === 'string'
      ? findNamespaceForChain(namespaces, chainId)
      : []
  if (!matches.length)
    throw new ProtocolError('UNSUPPORTED_CHAINS', {
      context: `${caller} chainId: ${String(chainId)}`,
    })
  if (
    typeof value !== 'string' ||
    !matches.some((namespace) => namespace[`${kind}s`].includes(value))
  )
    throw new ProtocolError(
      kind === 'method' ? 'UNSUPPORTED_METHODS' : 'UNSUPPORTED_EVENTS',
      { context: `${caller} ${kind}: ${String(value)}` },
    )
}
