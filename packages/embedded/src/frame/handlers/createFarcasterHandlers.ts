import type { Handlers } from './types.js'

/** The frame's Farcaster login: a lazy chunk, loaded when it is used. */
const loadFarcaster = () => import('../farcaster/farcasterHandlers.js')

type FarcasterNames = 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'

/**
 * GET_FARCASTER_URI and CONNECT_FARCASTER (issue #24 item 1): each runs in
 * the Farcaster chunk (`farcaster/farcasterHandlers.ts`), loaded on first
 * use, so the frame's first load does not grow with it.
 */
export function createFarcasterHandlers(): Handlers<FarcasterNames> {
  const run =
    (name: FarcasterNames) =>
    async (...args: Parameters<Handlers[FarcasterNames]>) =>
      (await loadFarcaster()).farcasterHandlers[name](...args)
  return {
    GET_FARCASTER_URI: run('GET_FARCASTER_URI'),
    CONNECT_FARCASTER: run('CONNECT_FARCASTER'),
  }
}
