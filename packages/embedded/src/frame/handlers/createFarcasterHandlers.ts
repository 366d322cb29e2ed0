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
  return {
    GET_FARCASTER_URI: async (...args) =>
      (await loadFarcaster()).farcasterHandlers.GET_FARCASTER_URI(...args),
    CONNECT_FARCASTER: async (...args) =>
      (await loadFarcaster()).farcasterHandlers.CONNECT_FARCASTER(...args),
  }
}
