import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'
import type { RelayRateCheck } from './types.js'

/**
 * The 3001 error for a publish over a per-client-id or per-IP window
 * (`check` is the counter that refused it): `data` is `clientPublishRate`
 * or `ipPublishRate`. Nothing was stored.
 */
export function publishRateError(
  check: RelayRateCheck | undefined,
  windowSeconds: number,
): RelayRpcError {
  const perIp = check?.key.startsWith('ip:') === true
  return new RelayRpcError(
    relayErrorCodes.rateLimited,
    `Rate limit: at most ${check?.max} publishes per ${windowSeconds} s per ${perIp ? 'IP address' : 'client id (JWT iss)'}, across all connections; nothing was stored: retry in the next window`,
    perIp ? 'ipPublishRate' : 'clientPublishRate',
  )
}
