import type { Config } from '../../types/config.js'

/**
 * SPEC §3 account farcaster url: the Sign In With Farcaster link of the
 * login under way (`getFarcasterUri`), undefined when none is.
 * https://latch.dev/docs/core/actions/connectFarcaster
 *
 * @example
 * const url = getFarcasterUrl(config)
 */
export function getFarcasterUrl(config: Config): string | undefined {
  return config.state.farcasterUrl
}
