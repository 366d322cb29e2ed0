/** A throw-away Debian redis-server on a free loopback port. */
export declare function startRedisServer(): Promise<{
  url: string
  stop(): Promise<void>
}>
