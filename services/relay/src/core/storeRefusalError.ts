import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'
import type { RelayStoreRefusal } from './types.js'

const what = {
  topicBytes: 'this topic holds',
  clientBytes: 'your client id (JWT iss) holds',
  ipBytes: 'your IP address holds',
  storeBytes: 'the relay holds',
} as const

const advice = {
  topicBytes:
    'have subscribers fetch or wait until older messages expire, or publish smaller messages or with a shorter ttl',
  clientBytes:
    'publish with a shorter ttl or retry after some of your messages expire',
  ipBytes:
    'publish with a shorter ttl or retry after messages from your address expire',
  storeBytes: 'retry later',
} as const

/**
 * The 3001 error for a put a byte cap refused: which cap, the figures and
 * what to do; `data` is the cap's tag (`topicBytes`, `clientBytes`,
 * `ipBytes`, `storeBytes`). Nothing was stored.
 */
export function storeRefusalError(refusal: RelayStoreRefusal): RelayRpcError {
  return new RelayRpcError(
    relayErrorCodes.rateLimited,
    `Storage limit: ${what[refusal.limit]} ${refusal.used} of at most ${refusal.max} bytes of unexpired messages and this publish needs ${refusal.needed} more; nothing was stored: ${advice[refusal.limit]}`,
    refusal.limit,
  )
}
