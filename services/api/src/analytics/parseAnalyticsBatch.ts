import { ApiError, badRequest } from '../errors/ApiError.js'
import {
  type AnalyticsEvent,
  parseAnalyticsEvent,
} from './parseAnalyticsEvent.js'

/**
 * Checks a POST /batch body: a JSON array of 1 to `maxEvents` events, each
 * a POST /e body. Throws a 400 `ApiError` naming the first bad event
 * (`events[3]: eventId must be …`); nothing of a bad batch is stored.
 */
export function parseAnalyticsBatch(
  body: unknown,
  { maxEvents }: { maxEvents: number },
): AnalyticsEvent[] {
  if (!Array.isArray(body) || body.length === 0)
    throw badRequest('Body must be a non-empty JSON array of events')
  if (body.length > maxEvents)
    throw badRequest(`A batch holds at most ${maxEvents} events`)
  return body.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw badRequest(`events[${index}] must be a JSON object`)
    try {
      return parseAnalyticsEvent(item as Record<string, unknown>)
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(
          error.status,
          error.code,
          `events[${index}]: ${error.message}`,
        )
      throw error
    }
  })
}
