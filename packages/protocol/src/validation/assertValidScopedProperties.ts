import { ProtocolError } from '@latch/common'
import { getNamespaceChains } from './getNamespaceChains.js'

/**
 * Every key of `scopedProperties` names a namespace or a chain of
 * `namespaces`: the required/optional ones on connect, the approved ones on
 * approve (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID
 */
export function assertValidScopedProperties(
  scopedProperties: unknown,
  namespaces: Record<string, { chains?: string[] | undefined }>,
  context: string,
): void {
  if (scopedProperties === undefined) return
  if (!scopedProperties || typeof scopedProperties !== 'object')
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `${context}, scopedProperties must be an object`,
    })
  const allowed = new Set<string>()
  for (const [key, namespace] of Object.entries(namespaces)) {
    allowed.add(key)
    allowed.add(key.split(':')[0] ?? key)
    for (const chain of getNamespaceChains(key, namespace)) allowed.add(chain)
  }
  for (const key of Object.keys(scopedProperties))
    if (!allowed.has(key))
      throw new ProtocolError('MISSING_OR_INVALID', {
        context: `${context}, scopedProperties key ${key} is not in the namespaces`,
      })
}
