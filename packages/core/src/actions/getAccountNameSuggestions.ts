import { ApiNotConfiguredError, NameLookupError } from '../api/errors.js'
import { getApiContext } from '../api/getApiContext.js'
import { getNameSuggestions } from '../api/getNameSuggestions.js'
import type { NameSuggestion } from '../api/types.js'
import type { Config } from '../types/config.js'
import { getNetwork } from './getNetwork.js'

export type GetAccountNameSuggestionsParameters = {
  /** The label typed so far. */
  name: string
  signal?: AbortSignal | undefined
}

/**
 * Names close to `name` and whether each is taken. Failures throw
 * NameLookupError 'Error fetching name suggestions' (SPEC §8).
 * https://latch.dev/docs/core/actions/names
 */
export async function getAccountNameSuggestions(
  config: Config,
  parameters: GetAccountNameSuggestionsParameters,
): Promise<readonly NameSuggestion[]> {
  const { client } = getApiContext(config)
  if (!client) throw new ApiNotConfiguredError()
  // None on a network the API does not serve, without asking (SPEC §7).
  const network = getNetwork(config).caipNetworkId
  const { getRpcRouter } = await import('../api/rpcRouter.js')
  if ((await getRpcRouter(config).serves(String(network))) === false) return []
  try {
    const { suggestions } = await getNameSuggestions(client, parameters)
    return suggestions
  } catch (cause) {
    throw new NameLookupError('suggestions', { cause })
  }
}
