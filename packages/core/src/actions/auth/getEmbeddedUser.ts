import type { EmbeddedUser } from '../../auth/types.js'
import type { Config } from '../../types/config.js'

/**
 * The embedded wallet's user (e-mail, user name, social provider) while
 * the active account is the embedded wallet's; undefined otherwise.
 * During a reload it comes from the login cache, so the Account view shows
 * it before the frame has confirmed the session.
 * https://latch.dev/docs/core/actions/getEmbeddedUser
 *
 * @example
 * const user = getEmbeddedUser(config)
 * if (user?.socialProvider) console.log(`via ${user.socialProvider}`)
 */
export function getEmbeddedUser(config: Config): EmbeddedUser | undefined {
  const { embeddedUser, activeNamespace, namespaces, connectors } = config.state
  if (!embeddedUser || activeNamespace !== 'eip155') return undefined
  const ns = namespaces.eip155
  if (!ns || ns.status === 'disconnected') return undefined
  const connector = connectors.find((c) => c.id === ns.connectorId)
  return connector?.type === 'AUTH' ? embeddedUser : undefined
}
