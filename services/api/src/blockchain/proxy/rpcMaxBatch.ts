import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { RPC_MAX_BATCH } from './proxyRpc.js'

/**
 * The largest JSON-RPC batch the proxy forwards: `rpcMaxBatch`, at most
 * {@link RPC_MAX_BATCH} and at most the smallest burst of the rate limits
 * (a batch is charged one token per call, so a larger one could never pass).
 */
export function rpcMaxBatch(
  settings: Pick<
    BlockchainSettings,
    'rpcMaxBatch' | 'rateLimit' | 'ipRateLimit' | 'originRateLimit'
  >,
): number {
  return Math.max(
    1,
    Math.floor(
      Math.min(
        settings.rpcMaxBatch,
        RPC_MAX_BATCH,
        settings.rateLimit.burst,
        settings.ipRateLimit.burst,
        settings.originRateLimit.burst,
      ),
    ),
  )
}
