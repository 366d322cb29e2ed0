const hexKey = /^(?:[0-9a-fA-F]{2}){32,}$/

/**
 * The nonce key from its hex form (`LATCH_API_SIWX_NONCE_KEY`): at least
 * 32 bytes. Throws `TypeError` otherwise — a configuration error, raised
 * when the routes are made (at start), never on a request.
 *
 * @example
 * parseSiwxNonceKey('00'.repeat(32)).length // 32
 */
export function parseSiwxNonceKey(hex: string): Buffer {
  if (!hexKey.test(hex))
    throw new TypeError(
      'LATCH_API_SIWX_NONCE_KEY must be at least 32 bytes as hex',
    )
  return Buffer.from(hex, 'hex')
}
