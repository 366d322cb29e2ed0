/** A running static server; `url` ends with `/`. */
export interface StaticServer {
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Serves `root` with SPA fallback; `port: 0` picks a free port; `headers`
 * go on every 200 answer (e.g. a Content-Security-Policy).
 */
export function serveStatic(options: {
  root: string
  host?: string
  port?: number
  headers?: Record<string, string>
}): Promise<StaticServer>
