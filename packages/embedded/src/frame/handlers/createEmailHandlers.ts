import type { AppRequestResults } from '@latch/common/embedded-protocol'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import { readString } from './readString.js'
import { toFrameUser } from './toFrameUser.js'
import type { FrameContext, Handlers } from './types.js'

/** CONNECT_DEVICE re-asks on 408 device_pending until this much time passed. */
const DEVICE_WAIT_MS = 28_000
/** …and never more often than this (a service that answers 408 at once). */
const DEVICE_RETRY_MIN_MS = 1_000

type EmailNames =
  | 'CONNECT_EMAIL'
  | 'CONNECT_DEVICE'
  | 'CONNECT_OTP'
  | 'UPDATE_EMAIL'
  | 'UPDATE_EMAIL_PRIMARY_OTP'
  | 'UPDATE_EMAIL_SECONDARY_OTP'

const pendingEmail = ({ state }: FrameContext): string => {
  if (state.email) return state.email
  throw new FrameServiceError({
    message: frameText.emailFirst,
    code: 'no_email',
  })
}

/** E-mail one-time-code login and the e-mail update flow (SPEC §4). */
export function createEmailHandlers(): Handlers<EmailNames> {
  return {
    async CONNECT_EMAIL(payload, context) {
      const email = readString(payload, 'email', 254)
      const data = await context.service('/email/connect', {
        fields: { email },
      })
      context.state.email = email
      return { action: data.action } as AppRequestResults['CONNECT_EMAIL']
    },
    async CONNECT_DEVICE(_payload, context) {
      const email = pendingEmail(context)
      const deadline = context.now() + DEVICE_WAIT_MS
      for (;;) {
        const started = context.now()
        try {
          await context.service('/email/device', { fields: { email } })
          return { action: 'VERIFY_OTP' }
        } catch (error) {
          const pending =
            error instanceof FrameServiceError &&
            (error.code === 'device_pending' || error.status === 408)
          if (!pending || context.now() >= deadline) throw error
          const elapsed = context.now() - started
          if (elapsed < DEVICE_RETRY_MIN_MS)
            await context.sleep(DEVICE_RETRY_MIN_MS - elapsed)
        }
      }
    },
    async CONNECT_OTP(payload, context) {
      const email = pendingEmail(context)
      const otp = readString(payload, 'otp', 64)
      const data = await context.service('/email/otp', {
        fields: { email, otp },
      })
      return await toFrameUser(data, context)
    },
    async UPDATE_EMAIL(payload, context) {
      const email = readString(payload, 'email', 254)
      const data = await context.service('/email/update', {
        fields: { email },
        auth: true,
      })
      return { action: data.action } as AppRequestResults['UPDATE_EMAIL']
    },
    async UPDATE_EMAIL_PRIMARY_OTP(payload, context) {
      const otp = readString(payload, 'otp', 64)
      await context.service('/email/update/primary', {
        fields: { otp },
        auth: true,
      })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async UPDATE_EMAIL_SECONDARY_OTP(payload, context) {
      const otp = readString(payload, 'otp', 64)
      const data = await context.service('/email/update/secondary', {
        fields: { otp },
        auth: true,
      })
      const user = await toFrameUser(data, context)
      if (user.email) context.state.email = user.email
      return { newEmail: user.email ?? '' }
    },
  }
}
