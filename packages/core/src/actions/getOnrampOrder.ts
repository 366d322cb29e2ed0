import type { OnrampOrder } from '../api/onramp.js'
import { OnrampUnavailableError } from '../onramp/errors.js'
import type { Config } from '../types/config.js'
import { onrampContext } from './onramp/onrampContext.js'

/**
 * An on-ramp order's public status (GET /v1/onramp/orders/{id}): created,
 * pending (paid, the tokens on their way), completed (with the delivery's
 * `txHash`) or failed (`reason` 'declined' for a declined card). Throws
 * ApiError (e.g. 404 `ORDER_NOT_FOUND`).
 * https://latch.dev/docs/core/actions/getOnrampOrder
 */
export async function getOnrampOrder(
  config: Config,
  parameters: { id: string; signal?: AbortSignal | undefined },
): Promise<OnrampOrder> {
  const { api } = onrampContext(config)
  if (!api) throw new OnrampUnavailableError()
  const { getOnrampOrder: load } = await import('../api/onramp.js')
  return load(api, parameters.id, parameters.signal)
}
