import type { ApiClient } from './createApiClient.js'

export type GetAnalyticsConfigReturnType = {
  isAnalyticsEnabled: boolean
}

/** Whether the server stores analytics for this project (GET /getAnalyticsConfig). */
export function getAnalyticsConfig(
  api: ApiClient,
): Promise<GetAnalyticsConfigReturnType> {
  return api.request({ path: '/getAnalyticsConfig' })
}
