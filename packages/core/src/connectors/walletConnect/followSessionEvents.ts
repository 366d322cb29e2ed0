import type { Emitter } from '@latch/common'
import type { Session, SignClient } from '@latch/protocol/client'
import type { ConnectorEventMap } from '../../types/connector.js'
import { isOtherNamespace } from './proposedNamespaces.js'
import {
  readAccounts,
  readChainId,
  readEventAddresses,
} from './sessionAccounts.js'

/** What the session's events change in the WalletConnect connector. */
export type SessionEventTarget = {
  /** The topic of the session the connector is on, if any. */
  topic(): string | undefined
  emitter: Emitter<ConnectorEventMap>
  /** The EIP-1193 provider's events. */
  events: Emitter<Record<string, unknown>>
  /** eip155 requests now go to chain `id` (a chainChanged event). */
  setChain(id: number): void
  /** The wallet changed the session's namespaces. */
  update(topic: string, namespaces: Session['namespaces']): void
  /** The session ended (deleted by the wallet, or expired). */
  end(topic: string): void
}

/**
 * Follows the Sign client's events for the connector's session (SPEC §3
 * events, §4 default chain): pings, wallet events, updates, deletes and
 * expiry. Events of any other topic are ignored.
 */
export function followSessionEvents(
  client: SignClient,
  target: SessionEventTarget,
) {
  const { emitter, events } = target
  const ours = (topic: string) => topic === target.topic()
  client.on('session_ping', ({ topic }) => {
    if (ours(topic))
      emitter.emit('session', { type: 'session_ping', data: { topic } })
  })
  client.on('session_event', ({ topic, params }) => {
    if (!ours(topic)) return
    const { name, data } = params.event
    emitter.emit('session', {
      type: 'session_event',
      data: { topic, name, data, chainId: String(params.chainId ?? '') },
    })
    const namespace = String(params.chainId ?? '').split(':')[0]
    if (isOtherNamespace(namespace)) {
      // accountsChanged / bip122_addressesChanged of a non-EVM namespace.
      if (!/accountsChanged|addressesChanged/.test(name)) return
      const list = readEventAddresses(data)
      if (list.length > 0) emitter.emit('change', { namespace, accounts: list })
      return
    }
    if (name === 'chainChanged') {
      const id = readChainId(data) ?? readChainId(params.chainId)
      if (id !== undefined) target.setChain(id)
    } else if (name === 'accountsChanged') {
      const list = readAccounts(data)
      if (list.length === 0) return
      emitter.emit('change', { accounts: list })
      events.emit('accountsChanged', list)
    }
  })
  client.on('session_update', ({ topic, params }) => {
    if (ours(topic)) target.update(topic, params.namespaces)
  })
  client.on('session_delete', ({ topic }) => {
    if (!ours(topic)) return
    emitter.emit('session', { type: 'session_delete', data: { topic } })
    target.end(topic)
  })
  client.on('session_expire', ({ topic }) => target.end(topic))
}
