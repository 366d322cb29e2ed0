import type { Config } from '../types/config.js'
import { refreshAfterSend } from './send/refreshAfterSend.js'

/**
 * After an on-ramp delivery (`txHash` of a completed order): once mined,
 * the balances load again (their caches skipped) and, when Activity is
 * loaded, the history until the API's indexer lists the delivery, so the
 * bought token shows in Tokens and Activity. Never throws.
 * https://latch.dev/docs/core/actions/getOnrampOrder
 */
export function refreshAfterOnramp(
  config: Config,
  parameters: { txHash: `0x${string}` },
): Promise<void> {
  return refreshAfterSend(config, { hash: parameters.txHash })
}
