import {
  pushView,
  type Route,
  resetView,
  showToast,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import { OtpForm } from '../EmailVerifyOtp/OtpForm.js'

export type UpdateEmailOtpProps = {
  route: Extract<
    Route,
    { view: 'UpdateEmailPrimaryOtp' | 'UpdateEmailSecondaryOtp' }
  >
}

/**
 * E-mail update, the code steps: the code sent to `email`.
 * UpdateEmailPrimaryOtp (the current address): a code then goes to the new
 * address (`newEmail`) and its step opens. UpdateEmailSecondaryOtp (the new
 * address): the new e-mail is stored; the modal returns to Account and says
 * so.
 */
export function UpdateEmailOtpView({ route }: UpdateEmailOtpProps) {
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  return (
    <OtpForm
      intro={format(messages.codeSentTo, { email: route.email })}
      onCode={async (otp) => {
        if (route.view === 'UpdateEmailPrimaryOtp') {
          await updateEmailPrimaryOtp(config, { otp })
          pushView(config, {
            view: 'UpdateEmailSecondaryOtp',
            email: route.newEmail,
          })
          return
        }
        await updateEmailSecondaryOtp(config, { otp })
        resetView(config, { view: 'Account' })
        showToast(config, {
          variant: 'success',
          message: messages.emailUpdated,
        })
      }}
    />
  )
}
