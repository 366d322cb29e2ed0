import type { Connector } from '../types/connector.js'

/** The named events of the list of connectors a config offers. */
export type ConnectorsEvent =
  /** Wallets announced themselves (EIP-6963, Wallet Standard, a host's list). */
  | { type: 'connectors/added'; connectors: readonly Connector[] }
  /** Wallets left the page (an extension disabled, a wallet unregistered). */
  | { type: 'connectors/removed'; ids: readonly string[] }

const isKnown = (known: readonly Connector[], c: Connector) =>
  known.some(
    (k) => k.id === c.id || (c.rdns !== undefined && k.rdns === c.rdns),
  )

/**
 * The connectors on offer: a wallet already offered (same id, or same
 * EIP-6963 rdns) is not added again; a wallet leaves by id. Returns the same list when nothing changed.
 */
export function connectorsReducer(
  connectors: readonly Connector[],
  event: ConnectorsEvent,
): readonly Connector[] {
  switch (event.type) {
    case 'connectors/added': {
      const fresh = event.connectors.filter((c) => !isKnown(connectors, c))
      return fresh.length ? [...connectors, ...fresh] : connectors
    }
    case 'connectors/removed': {
      const kept = connectors.filter((c) => !event.ids.includes(c.id))
      return kept.length === connectors.length ? connectors : kept
    }
  }
}
