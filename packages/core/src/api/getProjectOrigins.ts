import type { ApiClient } from './createApiClient.js'

export type GetProjectOriginsReturnType = {
  allowedOrigins: string[]
}

/**
 * The origins the project allows (GET /projects/v1/origins). An unknown
 * project answers 403.
 */
export function getProjectOrigins(
  api: ApiClient,
): Promise<GetProjectOriginsReturnType> {
  return api.request({ path: '/projects/v1/origins' })
}
