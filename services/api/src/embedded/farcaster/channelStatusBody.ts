import { FARCASTER_SIGN_IN_URL } from './createFarcasterChannel.js'
import type { FarcasterChannel } from './FarcasterChannel.js'

/**
 * The relay's status answer for a channel (`StatusAPIResponse` of
 * `@farcaster/auth-client`): `pending`, or `completed` with the client's
 * answer. `url` is the sign-in link without the token.
 */
export function channelStatusBody(channel: FarcasterChannel) {
  const { completion, params } = channel
  return {
    state: completion ? ('completed' as const) : ('pending' as const),
    nonce: params.nonce,
    url: FARCASTER_SIGN_IN_URL,
    signatureParams: params,
    metadata: { ip: '', userAgent: '' },
    acceptAuthAddress: false,
    ...(completion
      ? {
          ...completion,
          verifications: [],
        }
      : {}),
  }
}
