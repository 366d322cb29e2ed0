import { toFrameUser } from '../handlers/toFrameUser.js'
import type { Handlers } from '../handlers/types.js'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'

/** How often CONNECT_FARCASTER asks whether the sign-in was approved. */
const FARCASTER_POLL_MS = 1_000

const badAnswer = () =>
  new FrameServiceError({
    message: frameText.somethingWentWrong,
    code: 'bad_answer',
  })

/**
 * Sign In With Farcaster (SPEC §7 "get farcaster uri", "connect
 * farcaster"), in the frame's lazy Farcaster chunk. GET_FARCASTER_URI opens a channel on the service and
 * answers its sign-in `url` (the host shows it as a QR code and a link);
 * the frame keeps the channel token. CONNECT_FARCASTER (no host timeout)
 * asks the service every second (202 `{ pending: true }`) until the
 * Farcaster client approved — then the user is logged in — or the channel
 * expired (5 min); a newer
 * GET_FARCASTER_URI or a sign-out ends the wait with 'Request was aborted'.
 */
export const farcasterHandlers: Handlers<
  'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'
> = {
  async GET_FARCASTER_URI(_payload, context) {
    const data = await context.service('/farcaster/channel', {})
    if (typeof data.url !== 'string' || typeof data.channelToken !== 'string')
      throw badAnswer()
    context.state.farcasterToken = data.channelToken
    return { url: data.url }
  },
  async CONNECT_FARCASTER(_payload, context) {
    const channelToken = context.state.farcasterToken
    if (!channelToken)
      throw new FrameServiceError({
        message: frameText.invalidRequest('farcaster uri'),
        code: 'invalid_request',
      })
    for (;;) {
      if (context.state.farcasterToken !== channelToken)
        throw new FrameServiceError({
          message: frameText.requestAborted,
          code: 'aborted',
        })
      let data: Record<string, unknown>
      try {
        data = await context.service('/farcaster/connect', {
          fields: { channelToken },
        })
      } catch (error) {
        if (context.state.farcasterToken === channelToken)
          context.state.farcasterToken = undefined
        throw error
      }
      if (data.pending !== true) {
        context.state.farcasterToken = undefined
        return toFrameUser(data, context)
      }
      await context.sleep(FARCASTER_POLL_MS)
    }
  },
}
