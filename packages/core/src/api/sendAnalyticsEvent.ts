import type { ApiClient } from './createApiClient.js'

/** The body of POST /e (SPEC §7). */
export type AnalyticsEvent = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: string
    event: string
    properties?: Readonly<Record<string, unknown>> | undefined
    address?: string | undefined
  } & Readonly<Record<string, unknown>>
}

/** Sends one analytics event (POST /e). */
export async function sendAnalyticsEvent(
  api: ApiClient,
  event: AnalyticsEvent,
): Promise<void> {
  await api.request({ path: '/e', method: 'POST', body: event })
}
