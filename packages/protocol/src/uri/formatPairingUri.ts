export type FormatPairingUriParameters = {
  /** Pairing topic: `hashKey(symKey)`. */
  topic: string
  /** Pairing symKey, 64 hex. */
  symKey: string
  /** Unix seconds after which the pairing is void (now + 300 s). */
  expiryTimestamp: number
  /** Only for one-click auth: `['wc_sessionAuthenticate']`. */
  methods?: readonly string[] | undefined
  relay: { protocol: string; data?: string | undefined }
}

/**
 * Formats a pairing URI exactly like the official SDK: `wc:<topic>@2?` and a
 * `URLSearchParams` query with keys sorted (`expiryTimestamp`, `methods`,
 * `relay-data`, `relay-protocol`, `symKey`).
 *
 * https://latch.dev/docs/protocol/uri
 *
 * @example
 * formatPairingUri({ topic, symKey, expiryTimestamp, relay: { protocol: 'irn' } })
 * // 'wc:59c9…d434@2?expiryTimestamp=1795247295&relay-protocol=irn&symKey=587d…'
 */
export function formatPairingUri(
  parameters: FormatPairingUriParameters,
): string {
  const { topic, symKey, expiryTimestamp, methods, relay } = parameters
  const query = new URLSearchParams()
  // Same truthiness rules as the SDK: empty values are left out.
  if (expiryTimestamp) query.append('expiryTimestamp', String(expiryTimestamp))
  if (methods) query.append('methods', methods.join(','))
  if (relay.data) query.append('relay-data', relay.data)
  if (relay.protocol) query.append('relay-protocol', relay.protocol)
  query.append('symKey', symKey)
  return `wc:${topic}@2?${query}`
}
