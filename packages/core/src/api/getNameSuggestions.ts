import type { ApiClient } from './createApiClient.js'
import type { NameSuggestion } from './types.js'

export type GetNameSuggestionsParameters = {
  /** The label typed so far, without suffix. */
  name: string
  /** The name zone; the server's default when left out. */
  zone?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetNameSuggestionsReturnType = {
  suggestions: NameSuggestion[]
}

/** Available names close to `name` (GET /v1/profile/suggestions/{name}). */
export function getNameSuggestions(
  api: ApiClient,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  return api.request({
    path: `/v1/profile/suggestions/${encodeURIComponent(parameters.name)}`,
    query: { zone: parameters.zone },
    signal: parameters.signal,
  })
}
