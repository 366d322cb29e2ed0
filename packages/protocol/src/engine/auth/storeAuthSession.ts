import { hashKey } from '../../crypto/hashKey.js'
import type { Cacao } from '../../types/auth.js'
import type { Participant } from '../../types/metadata.js'
import type { SessionNamespaces } from '../../types/namespace.js'
import type { Session, TransportType } from '../../types/session.js'
import { SESSION_EXPIRY } from '../../validation/constants.js'
import { nowInSeconds } from '../nowInSeconds.js'
import type { EngineContext } from '../types.js'

export type StoreAuthSessionParameters = {
  /** The key both sides derive from the auth request and its answer. */
  symKey: string
  selfPublicKey: string
  peer: Participant
  pairingTopic: string
  cacaos: Cacao[]
  namespaces: SessionNamespaces
  /** `link_mode`: messages go by link; the relay subscription is best effort. */
  transportType?: TransportType | undefined
}

/**
 * Both sides of one-click auth: stores the session the CACAOs open (7 days,
 * the peer's key recorded as controller, as the SDK does on either side)
 * with its key, and subscribes its topic.
 */
export async function storeAuthSession(
  ctx: EngineContext,
  parameters: StoreAuthSessionParameters,
): Promise<Session> {
  const {
    symKey,
    selfPublicKey,
    peer,
    pairingTopic,
    cacaos,
    namespaces,
    transportType = 'relay',
  } = parameters
  const topic = await hashKey(symKey)
  const session: Session = {
    topic,
    acknowledged: true,
    self: { publicKey: selfPublicKey, metadata: ctx.metadata },
    peer,
    controller: peer.publicKey,
    expiry: nowInSeconds(SESSION_EXPIRY),
    requiredNamespaces: {},
    optionalNamespaces: {},
    relay: { protocol: 'irn' },
    pairingTopic,
    namespaces,
    transportType,
    authentication: cacaos,
  }
  await ctx.stores.keychain.set(topic, symKey)
  await ctx.stores.sessions.set(topic, session)
  // By link the peer may be offline from the relay (as the official SDK).
  if (transportType === 'link_mode') ctx.relay.subscribe(topic).catch(() => {})
  else await ctx.relay.subscribe(topic)
  return session
}
