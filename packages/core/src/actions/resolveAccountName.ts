import { ApiError } from '../api/ApiError.js'
import { ApiNotConfiguredError, NameLookupError } from '../api/errors.js'
import { getApiContext } from '../api/getApiContext.js'
import { resolveName } from '../api/resolveName.js'
import type { NameRecord } from '../api/types.js'
import type { Config } from '../types/config.js'
import { getNetwork } from './getNetwork.js'

export type ResolveAccountNameParameters = {
  /** The full name, e.g. `alice.latch.id`. */
  name: string
}

/**
 * The record of a registered name, or undefined when nobody has it (on a
 * network the API does not serve, without asking it). Other
 * failures throw NameLookupError 'Error resolving name' (SPEC §8).
 * https://latch.dev/docs/core/actions/names
 */
export async function resolveAccountName(
  config: Config,
  parameters: ResolveAccountNameParameters,
): Promise<NameRecord | undefined> {
  const { client } = getApiContext(config)
  if (!client) throw new ApiNotConfiguredError()
  // On a network the API does not serve nobody has it: not asked (SPEC §7).
  const network = getNetwork(config).caipNetworkId
  const { getRpcRouter } = await import('../api/rpcRouter.js')
  if ((await getRpcRouter(config).serves(String(network))) === false)
    return undefined
  try {
    return await resolveName(client, { name: parameters.name })
  } catch (cause) {
    if (cause instanceof ApiError && cause.status === 404) return undefined
    throw new NameLookupError('resolve', { cause })
  }
}
