import { startRedisServer as startRedisServerProcess } from '../../../bench/abuse/startRedisServer.mjs'

/**
 * Starts a throwaway Debian `redis-server` (no persistence) on a free port in
 * a temp dir; `stop()` kills it and removes the dir. One implementation for
 * the relay tests and the abuse bench, which runs plain Node: the .mjs one.
 */
export function startRedisServer() {
  return startRedisServerProcess()
}
