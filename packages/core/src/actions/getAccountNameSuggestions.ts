import { ApiNotConfiguredError, NameLookupError } from '../api/errors.js'
import { getApiContext } from '../api/getApiContext.js'
import { getNameSuggestions } from '../api/getNameSuggestions.js'
import type { NameSuggestion } from '../api/types.js'
import type { Config } from '../types/config.js'

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
  try {
    const { suggestions } = await getNameSuggestions(client, parameters)
    return suggestions
  } catch (cause) {
    throw new NameLookupError('suggestions', { cause })
  }
}
