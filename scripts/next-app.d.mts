/** apps/next */
export const nextAppDir: string

/** `next build` in apps/next (output in apps/next/.next). */
export function buildNextApp(): Promise<void>

/** A running `next start`. */
export interface NextAppServer {
  /** e.g. http://127.0.0.1:40123 (no trailing slash) */
  url: string
  close(): Promise<void>
}

/** `next start` of the built app with `env`; `port: 0` picks a free port. */
export function startNextApp(options: {
  host?: string
  port?: number
  env?: Record<string, string | undefined>
}): Promise<NextAppServer>
