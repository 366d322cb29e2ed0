import { readLoginCache } from '../../auth/loginCache.js'
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
  const ns = activeNamespace === 'eip155' ? namespaces.eip155 : undefined
  if (!ns || ns.status === 'disconnected') return undefined
  const connector = connectors.find((c) => c.id === ns.connectorId)
  if (connector?.type !== 'AUTH') return undefined
  if (embeddedUser) return embeddedUser
  // Reloading: the frame has not reported the user yet; the login cache
  // (the connector writes it on every login) has it. Read here, not at
  // start, to keep it out of the first load.
  const address = ns.accounts[0]
  const cached = readLoginCache(config.storage)
  return address && cached ? { ...cached, address } : undefined
}
