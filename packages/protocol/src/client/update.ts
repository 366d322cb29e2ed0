import { sendSessionChange } from '../engine/sendSessionChange.js'
import type { EngineContext } from '../engine/types.js'
import type { SessionNamespaces } from '../types/namespace.js'
import { assertSatisfiesRequired } from '../validation/assertSatisfiesRequired.js'
import { assertValidNamespaces } from '../validation/assertValidNamespaces.js'

export type UpdateParameters = { topic: string; namespaces: SessionNamespaces }

/**
 * Wallet (controller only): replaces the session namespaces (tag 1104).
 *
 * @example
 * const { acknowledged } = await update(ctx, { topic, namespaces })
 * await acknowledged()
 */
export function update(
  ctx: EngineContext,
  { topic, namespaces }: UpdateParameters,
): Promise<{ acknowledged: () => Promise<void> }> {
  return sendSessionChange(ctx, topic, 'update', { namespaces }, (session) => {
    assertValidNamespaces(namespaces, {
      context: 'update()',
      withAccounts: true,
    })
    assertSatisfiesRequired(session.requiredNamespaces, namespaces)
  })
}
