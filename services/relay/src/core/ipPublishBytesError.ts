import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'

/**
 * The 3001 error for a publish over its IP's byte rate on this node
 * (`data` "ipPublishBytes"). Nothing was stored.
 */
export function ipPublishBytesError(bytesPerSecond: number): RelayRpcError {
  return new RelayRpcError(
    relayErrorCodes.rateLimited,
    `Rate limit: at most ${bytesPerSecond} bytes of messages per second per IP address on this relay node; nothing was stored: slow down`,
    'ipPublishBytes',
  )
}
