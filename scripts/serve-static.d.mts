/** A running static server; `url` ends with `/`. */
export interface StaticServer {
  url: string
  port: number
  close(): Promise<void>
}

/** Serves `root` with SPA fallback; `port: 0` picks a free port. */
export function serveStatic(options: {
  root: string
  host?: string
  port?: number
}): Promise<StaticServer>
