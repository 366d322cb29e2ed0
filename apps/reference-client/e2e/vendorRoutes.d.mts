import type { BrowserContext } from 'playwright-core'

/** A vendor request answered by latch-api (status 0: not answered). */
export type RoutedRequest = { method: string; url: string; status: number }

/**
 * Routes the vendor hosts to latch-api on `context` (path, query and
 * headers kept) and blocks every other non-loopback request.
 */
export function routeVendorHosts(
  context: BrowserContext,
  options: { apiUrl: string },
): Promise<{ routed: RoutedRequest[]; blocked: string[] }>
